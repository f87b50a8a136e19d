import {
  bankAccountIdParams,
  bankAccountRemoval,
  bankAccountRequest,
  bankAccountStatusRequest,
  bankOption,
  cancellationRequest,
  customerBankAccount,
  customerBannersResponse,
  customerContract,
  customerProfileResponse,
  dataRequest,
  investorProfileUpdateRequest,
  myDataQuery,
  profileSectionContracts,
  type ProfileSection,
} from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok, responses } from '../../../http.ts';
import { authOf, requireProfiles } from '../../../plugins/auth.ts';
import { addBankAccount } from './add-bank-account.ts';
import { changeBankAccountStatus } from './change-bank-account-status.ts';
import { correctBankAccount } from './correct-bank-account.ts';
import { exportMyData } from './export-my-data.ts';
import { getCustomerBanners } from './get-customer-banners.ts';
import { getCustomerProfile } from './get-customer-profile.ts';
import { listBankAccounts } from './list-bank-accounts.ts';
import { listBanks } from './list-banks.ts';
import { listContracts } from './list-contracts.ts';
import { listDataRequests } from './list-data-requests.ts';
import { requestDataCancellation } from './request-data-cancellation.ts';
import { saveOnboardingBankAccount } from './save-onboarding-bank-account.ts';
import { updateInvestorProfile } from './update-investor-profile.ts';
import { updateProfileSection } from './update-profile-section.ts';

const tags = ['customers'];
const security = [{ bearerAuth: [] }];

/** The customer's own profile, bank accounts, banners, contracts and data rights (docs/decisions/0015). */
export const customersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const customer = { onRequest: [app.authenticate, requireProfiles('INTERESADO', 'PARTICIPE')] };

    app.get(
      '/api/customers/profile',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Mi perfil: datos de la cuenta, secciones y lo que falta completar',
          response: responses(customerProfileResponse, 200, [401, 403]),
        },
      },
      async (request) => ok(await getCustomerProfile(ctx, authOf(request).userId)),
    );

    for (const [section, { path, schema }] of Object.entries(profileSectionContracts)) {
      app.patch(
        `/api/customers/${path}`,
        {
          ...customer,
          schema: {
            tags,
            security,
            summary: `Actualiza la sección ${path} de mi perfil`,
            body: schema,
            response: responses(customerProfileResponse, 200, [400, 401, 403]),
          },
        },
        async (request) =>
          ok(
            await updateProfileSection(
              ctx,
              authOf(request).userId,
              section as ProfileSection,
              request.body as Record<string, unknown>,
            ),
          ),
      );
    }

    // The whole "mis datos" form at once, one call per profile (requirements R7); each admits only its profile.
    for (const [path, profile] of [
      ['participant', 'PARTICIPE'],
      ['interested', 'INTERESADO'],
    ] as const) {
      app.put(
        `/api/user/${path}/updateProfile`,
        {
          onRequest: [app.authenticate, requireProfiles(profile)],
          schema: {
            tags,
            security,
            summary: `Guarda varias secciones de mi perfil a la vez (${profile})`,
            body: investorProfileUpdateRequest,
            response: responses(customerProfileResponse, 200, [400, 401, 403]),
          },
        },
        async (request) => ok(await updateInvestorProfile(ctx, authOf(request).userId, request.body)),
      );
    }

    app.get(
      '/api/customers/banners',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary:
            'Avisos del portafolio: perfil incompleto, cuenta bancaria faltante, solicitud en revisión',
          response: responses(customerBannersResponse, 200, [401, 403]),
        },
      },
      async (request) => ok(await getCustomerBanners(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/user/bankAccounts',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Mis cuentas bancarias activas',
          response: responses(z.array(customerBankAccount), 200, [401, 403]),
        },
      },
      async (request) => ok(await listBankAccounts(ctx, authOf(request).userId)),
    );

    app.get(
      '/api/user/banks',
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          security,
          summary: 'Bancos en los que se puede registrar una cuenta',
          response: responses(z.array(bankOption), 200, [401]),
        },
      },
      async () => ok(await listBanks(ctx)),
    );

    app.get(
      '/api/user/contracts',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Documentos de la firma de mis solicitudes: contrato, anexos y constancia',
          response: responses(z.array(customerContract), 200, [401, 403]),
        },
      },
      async (request) => ok(await listContracts(ctx, authOf(request).userId)),
    );

    app.post(
      '/api/customers/bank-accounts',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Registra una cuenta bancaria',
          body: bankAccountRequest,
          response: responses(customerBankAccount, 201, [400, 401, 403]),
        },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await addBankAccount(ctx, authOf(request).userId, request.body))),
    );

    app.post(
      '/api/onboarding/:id/customers/bank-accounts',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Guarda la cuenta bancaria de la solicitud entre mis cuentas',
          params: z.object({ id: z.uuid('No encontramos la solicitud.') }),
          response: responses(customerBankAccount, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) => ok(await saveOnboardingBankAccount(ctx, authOf(request).userId, request.params.id)),
    );

    app.post(
      '/api/customers/bank-accounts/:id',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Corrige los datos de una cuenta bancaria',
          params: bankAccountIdParams,
          body: bankAccountRequest,
          response: responses(customerBankAccount, 200, [400, 401, 403, 404, 409]),
        },
      },
      async (request) =>
        ok(await correctBankAccount(ctx, authOf(request).userId, request.params.id, request.body)),
    );

    app.patch(
      '/api/customers/bank-accounts/:id',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Marca una cuenta como predeterminada de su moneda, o la retira',
          params: bankAccountIdParams,
          body: bankAccountStatusRequest,
          response: responses(z.union([customerBankAccount, bankAccountRemoval]), 200, [400, 401, 403, 404]),
        },
      },
      async (request) =>
        ok(await changeBankAccountStatus(ctx, authOf(request).userId, request.params.id, request.body)),
    );

    app.get(
      '/api/customers/my-data',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Descarga mis datos personales (JSON o PDF)',
          querystring: myDataQuery,
        },
      },
      async (request, reply) => {
        const file = await exportMyData(ctx, authOf(request).userId, request.query.format, request.ip);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );

    app.get(
      '/api/customers/data-requests',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Mis solicitudes sobre mis datos personales, con su fecha',
          response: responses(z.array(dataRequest), 200, [401, 403]),
        },
      },
      async (request) => ok(await listDataRequests(ctx, authOf(request).userId)),
    );

    app.post(
      '/api/customers/data-requests/cancellation',
      {
        ...customer,
        schema: {
          tags,
          security,
          summary: 'Solicita la cancelación de mis datos personales',
          body: cancellationRequest,
          response: responses(dataRequest, 201, [400, 401, 403, 409]),
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            ok(await requestDataCancellation(ctx, authOf(request).userId, request.body.reason, request.ip)),
          ),
    );
  };
