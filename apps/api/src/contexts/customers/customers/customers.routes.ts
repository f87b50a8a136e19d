import { customersEndpoints as endpoints, type ProfileSection } from '@invierte/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { route } from '../../../endpoint-route.ts';
import { ok } from '../../../http.ts';
import { authOf } from '../../../plugins/auth.ts';
import { addBankAccount } from './add-bank-account.ts';
import { changeBankAccountStatus } from './change-bank-account-status.ts';
import { correctBankAccount } from './correct-bank-account.ts';
import { exportMyData } from './export-my-data.ts';
import { getCustomerProfile } from './get-customer-profile.ts';
import { listBankAccounts } from './list-bank-accounts.ts';
import { listBanks } from './list-banks.ts';
import { listDataRequests } from './list-data-requests.ts';
import { requestDataCancellation } from './request-data-cancellation.ts';
import { updateInvestorProfile } from './update-investor-profile.ts';
import { updateProfileSection } from './update-profile-section.ts';

/** Each profile section's PATCH call (profileSectionContracts' paths). */
const sectionEndpoints = {
  personalInformation: endpoints.updateProfilePersonalInformation,
  birthdata: endpoints.updateProfileBirthdata,
  address: endpoints.updateProfileAddress,
  occupation: endpoints.updateProfileOccupation,
  partner: endpoints.updateProfilePartner,
} as const satisfies Record<ProfileSection, unknown>;

/** The customer's own profile, bank accounts and data rights (docs/decisions/0015). */
export const customersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, endpoints.getCustomerProfile, async (request) =>
      ok(await getCustomerProfile(ctx, authOf(request).userId)),
    );

    for (const [section, endpoint] of Object.entries(sectionEndpoints) as [
      ProfileSection,
      (typeof sectionEndpoints)[ProfileSection],
    ][]) {
      route(app, endpoint, async (request) =>
        ok(
          await updateProfileSection(
            ctx,
            authOf(request).userId,
            section,
            request.body as Record<string, unknown>,
          ),
        ),
      );
    }

    // The whole "mis datos" form at once, one call per profile (requirements R7); each admits only its profile.
    for (const endpoint of [endpoints.updateParticipantProfile, endpoints.updateInterestedProfile]) {
      route(app, endpoint, async (request) =>
        ok(await updateInvestorProfile(ctx, authOf(request).userId, request.body)),
      );
    }

    route(app, endpoints.listCustomerBankAccounts, async (request) =>
      ok(await listBankAccounts(ctx, authOf(request).userId)),
    );
    route(app, endpoints.listBankOptions, async () => ok(await listBanks(ctx)));

    route(app, endpoints.addCustomerBankAccount, async (request, reply) =>
      reply.code(201).send(ok(await addBankAccount(ctx, authOf(request).userId, request.body))),
    );
    route(app, endpoints.correctCustomerBankAccount, async (request) =>
      ok(await correctBankAccount(ctx, authOf(request).userId, request.params.id, request.body)),
    );
    route(app, endpoints.changeCustomerBankAccountStatus, async (request) =>
      ok(await changeBankAccountStatus(ctx, authOf(request).userId, request.params.id, request.body)),
    );

    route(app, endpoints.downloadMyData, async (request, reply) => {
      const file = await exportMyData(ctx, authOf(request).userId, request.query.format, request.ip);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes);
    });

    route(app, endpoints.listMyDataRequests, async (request) =>
      ok(await listDataRequests(ctx, authOf(request).userId)),
    );
    route(app, endpoints.requestMyDataCancellation, async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await requestDataCancellation(ctx, authOf(request).userId, request.body.reason, request.ip)),
        ),
    );
  };
