import { z } from 'zod';
import { adminWorkQueues } from '../contracts/admin-home.ts';
import { adminMailIdParams, adminMailItem, adminMailList, adminMailQuery } from '../contracts/admin-mail.ts';
import {
  adminProfileBody,
  adminProfileListQuery,
  adminProfileQuery,
  adminProfileView,
  adminRoleView,
  adminUserBody,
  adminUserQuery,
  adminUserView,
} from '../contracts/admin-permissions.ts';
import {
  adminPortfolioInvestments,
  adminPortfolioParams,
  adminPortfolioResume,
} from '../contracts/admin-portfolio.ts';
import {
  adminProductDetail,
  adminProductList,
  adminProductListQuery,
  chartIdParams,
  chartPositionRequest,
  productChart,
  productChartRequest,
  productLockRequest,
  productTableRequest,
} from '../contracts/admin-products.ts';
import {
  adminMe,
  adminOwnProfileRequest,
  adminQuestionList,
  adminQuestionQuery,
  adminUserDisableRequest,
  adminUserItem,
  adminUserList,
  adminUserUpdateRequest,
  participantListRequest,
  usersByProfileRequest,
} from '../contracts/admin-users.ts';
import { feedbackResponse, productIdParams } from '../contracts/catalog.ts';
import { excelImportRecord, excelImportReport } from '../contracts/excel-import.ts';
import { movementsPage, movementsQuery } from '../contracts/movements.ts';
import { defineEndpoint } from './define-endpoint.ts';

/**
 * The back-office context's calls: the home's work queues, the e-mail queue, permissions, one
 * investor's portfolio, the products as the back office edits them, the users, the Excel imports
 * (docs/back-office.md) and the investors' feedback (docs/decisions/0029-endpoints-declared-once.md).
 */

const tags = ['admin'];
/** Any administrator, whatever the roles of their profile (the API checks it with requireAnyAdmin). */
const anyAdmin = { profiles: ['ADMIN'] } as const;
const removed = z.object({ id: z.string() });

/**
 * The four calls of one Excel template (docs/back-office.md, "Excel imports"): download it, check a
 * filled file (nothing is written), apply it, and the files applied. `what` is the template's title.
 */
const excelImport = (what: string) =>
  ({
    template: {
      summary: `Descarga la plantilla Excel de ${what}`,
      tags,
      answer: 'file',
      refusals: [401, 403],
    },
    check: {
      summary: `Revisa un Excel de ${what} fila por fila sin guardar nada (multipart: file .xlsx de hasta 5 MB)`,
      tags,
      multipart: true,
      answer: excelImportReport,
      refusals: [400, 401, 403, 409, 413, 415],
    },
    apply: {
      summary: `Aplica un Excel de ${what} sin errores, todo en una transacción; el mismo archivo no se aplica dos veces. Las filas marcadas (repetidas, ya registradas, cambios inusuales) se aplican solo con el campo confirmations: JSON [{row, reason}], una por fila marcada`,
      tags,
      multipart: true,
      answer: excelImportReport,
      status: 201,
      refusals: [400, 401, 403, 409, 413, 415],
    },
    history: {
      summary: `Archivos de ${what} aplicados, los más recientes primero`,
      tags,
      answer: z.array(excelImportRecord),
      refusals: [401, 403],
    },
  }) as const;

const portfolioRead = { permission: 'portfolio.read' } as const;
const portfolioImport = { permission: 'portfolio.import' } as const;
const productRead = { permission: 'product.read' } as const;
const productWrite = { permission: 'product.write' } as const;
const quotaValueRead = { permission: 'product.quota-value.read' } as const;
const quotaValueWrite = { permission: 'product.quota-value.write' } as const;

const investmentsImport = excelImport('inversiones');
const movementsImport = excelImport('movimientos');
const productsImport = excelImport('productos');
const chartsImport = excelImport('gráficos');
const quotaValuesImport = excelImport('valores cuota');

// The back office's home.

export const getWorkQueues = defineEndpoint({
  method: 'GET',
  path: '/api/admin/home/queues',
  summary: 'Lo que espera a cada rol del administrador (soporte, cumplimiento)',
  tags,
  access: anyAdmin,
  answer: adminWorkQueues,
  refusals: [401, 403],
});

// The e-mail queue (decision 0022).

export const listMail = defineEndpoint({
  method: 'GET',
  path: '/api/admin/mail',
  summary: 'Correos enviados, en cola y fallidos, del más reciente, por estado y búsqueda',
  tags,
  access: { permission: 'mail.read' },
  query: adminMailQuery,
  answer: adminMailList,
  refusals: [400, 401, 403],
});

export const retryMail = defineEndpoint({
  method: 'POST',
  path: '/api/admin/mail/:id/retry',
  summary: 'Vuelve a poner en cola un correo que falló; se envía enseguida',
  tags,
  access: { permission: 'mail.retry' },
  params: adminMailIdParams,
  answer: adminMailItem,
  refusals: [400, 401, 403, 404, 409],
});

// Permissions (requirements R7 Permissions; docs/back-office.md, "Roles and permissions").

export const listAdminUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/permissions/UserAdmin',
  summary: 'Administradores con su perfil',
  tags,
  access: { permission: 'admin.permissions.read' },
  answer: z.array(adminUserView),
  refusals: [401, 403],
});

export const saveAdminUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/permissions/UserAdmin',
  summary:
    'Da acceso de administrador a una cuenta existente (por correo) o cambia el perfil de un administrador (por userId)',
  tags,
  access: { permission: 'admin.permissions.write' },
  body: adminUserBody,
  answer: adminUserView,
  refusals: [400, 401, 403, 404, 409],
});

export const removeAdminUser = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/permissions/UserAdmin',
  summary: 'Quita el acceso de administrador (no a ti mismo ni al último superadministrador)',
  tags,
  access: { permission: 'admin.permissions.write' },
  query: adminUserQuery,
  answer: adminUserView,
  refusals: [400, 401, 403, 404, 409],
});

export const listAdminRoles = defineEndpoint({
  method: 'GET',
  path: '/api/admin/permissions/RoleList',
  summary: 'Los roles con lo que permite cada uno de sus permisos',
  tags,
  access: { permission: 'admin.permissions.read' },
  answer: z.array(adminRoleView),
  refusals: [401, 403],
});

export const listAdminProfiles = defineEndpoint({
  method: 'GET',
  path: '/api/admin/permissions/ProfileAdmin',
  summary: 'Perfiles de administrador con cuántos lo tienen; con roles=true, también sus roles',
  tags,
  access: { permission: 'admin.permissions.read' },
  query: adminProfileListQuery,
  answer: z.array(adminProfileView),
  refusals: [400, 401, 403],
});

export const saveAdminProfile = defineEndpoint({
  method: 'POST',
  path: '/api/admin/permissions/ProfileAdmin',
  summary: 'Crea un perfil de administrador (sin profileId) o cambia su nombre, descripción y roles',
  tags,
  access: { permission: 'admin.permissions.write' },
  body: adminProfileBody,
  answer: adminProfileView,
  refusals: [400, 401, 403, 404, 409],
});

export const deleteAdminProfile = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/permissions/ProfileAdmin',
  summary: 'Borra un perfil de administrador que nadie tiene asignado',
  tags,
  access: { permission: 'admin.permissions.write' },
  query: adminProfileQuery,
  answer: z.object({ id: z.uuid() }),
  refusals: [400, 401, 403, 404, 409],
});

// One investor's portfolio (requirements R7 Admin portfolio; docs/back-office.md, "Admin portfolio").

export const listInvestorInvestments = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/:userId/investments',
  summary: 'Fondos de un inversionista: cuotas, valor y moneda',
  tags,
  access: portfolioRead,
  params: adminPortfolioParams,
  answer: adminPortfolioInvestments,
  refusals: [400, 401, 403, 404],
});

export const getInvestorResume = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/:userId/resume',
  summary: 'Resumen en soles del portafolio de un inversionista (dólares al tipo de cambio compra)',
  tags,
  access: portfolioRead,
  params: adminPortfolioParams,
  answer: adminPortfolioResume,
  refusals: [400, 401, 403, 404],
});

export const listInvestorMovements = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/:userId/movements',
  summary: 'Movimientos de un inversionista, los más recientes primero, con filtros y paginación',
  tags,
  access: portfolioRead,
  params: adminPortfolioParams,
  query: movementsQuery,
  answer: movementsPage,
  refusals: [400, 401, 403, 404],
});

export const downloadInvestorMovements = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/:userId/movements/xlsx',
  summary: 'Descarga en Excel (.xlsx) los movimientos filtrados de un inversionista',
  tags,
  access: portfolioRead,
  params: adminPortfolioParams,
  query: movementsQuery,
  answer: 'file',
  refusals: [400, 401, 403, 404],
});

export const downloadInvestmentsTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/imports/investments/template',
  access: portfolioRead,
  ...investmentsImport.template,
});

export const checkInvestmentsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/portfolio/imports/investments/check',
  access: portfolioImport,
  ...investmentsImport.check,
});

export const applyInvestmentsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/portfolio/imports/investments/apply',
  access: portfolioImport,
  ...investmentsImport.apply,
});

export const listInvestmentsImports = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/imports/investments',
  access: portfolioRead,
  ...investmentsImport.history,
});

export const downloadMovementsTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/imports/movements/template',
  access: portfolioRead,
  ...movementsImport.template,
});

export const checkMovementsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/portfolio/imports/movements/check',
  access: portfolioImport,
  ...movementsImport.check,
});

export const applyMovementsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/portfolio/imports/movements/apply',
  access: portfolioImport,
  ...movementsImport.apply,
});

export const listMovementsImports = defineEndpoint({
  method: 'GET',
  path: '/api/admin/portfolio/imports/movements',
  access: portfolioRead,
  ...movementsImport.history,
});

// The products as the back office edits them (requirements R7 Admin products; docs/back-office.md, "Products").

export const listAdminProducts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/list',
  summary:
    'Productos (también los privados) con su último valor cuota y cuántos inversionistas tienen cuotas, buscados y paginados',
  tags,
  access: productRead,
  query: adminProductListQuery,
  answer: adminProductList,
  refusals: [400, 401, 403],
});

export const getAdminProduct = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/productById/:id',
  summary: 'Un producto como lo edita el back office: plazos, gráficos, reglamento y qué lo usa',
  tags,
  access: productRead,
  params: productIdParams,
  answer: adminProductDetail,
  refusals: [400, 401, 403, 404],
});

export const deleteProduct = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/products/:id/delete',
  summary:
    'Elimina un producto que nadie usa (deja de mostrarse en todas partes); 409 mientras tenga posiciones, solicitudes o documentos',
  tags,
  access: productWrite,
  params: productIdParams,
  answer: removed,
  refusals: [400, 401, 403, 404, 409],
});

export const updateProductTable = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/products/updateTableChange/:id',
  summary: 'Reemplaza la tabla del producto: los plazos y las frecuencias de pago que muestra su página',
  tags,
  access: productWrite,
  params: productIdParams,
  body: productTableRequest,
  answer: adminProductDetail,
  refusals: [400, 401, 403, 404],
});

export const createProductChart = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/:id/charts',
  summary: 'Añade un gráfico (título, líneas o barras, puntos) al final de la página del producto',
  tags,
  access: productWrite,
  params: productIdParams,
  body: productChartRequest,
  answer: productChart,
  status: 201,
  refusals: [400, 401, 403, 404],
});

export const moveProductChart = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/products/chart/position/:id',
  summary: 'Cambia el lugar de un gráfico en la página de su producto (1 es el primero)',
  tags,
  access: productWrite,
  params: chartIdParams,
  body: chartPositionRequest,
  answer: z.array(productChart),
  refusals: [400, 401, 403, 404],
});

export const deleteProductChart = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/products/config-chart/:id',
  summary: 'Quita un gráfico (su configuración y sus datos) de la página de su producto',
  tags,
  access: productWrite,
  params: chartIdParams,
  answer: removed,
  refusals: [400, 401, 403, 404],
});

export const uploadProductRegulation = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/products/:id/regulation',
  summary: 'Sube o reemplaza el reglamento de participación del fondo (multipart: file PDF de hasta 10 MB)',
  tags,
  access: productWrite,
  params: productIdParams,
  multipart: true,
  answer: adminProductDetail,
  refusals: [400, 401, 403, 404, 413, 415],
});

export const lockProduct = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/products/:id/lock',
  summary:
    'Bloquea el fondo: no acepta nuevas inversiones y quien intente iniciar una lee el mensaje indicado (o lo cambia si ya estaba bloqueado)',
  tags,
  access: productWrite,
  params: productIdParams,
  body: productLockRequest,
  answer: adminProductDetail,
  refusals: [400, 401, 403, 404],
});

export const unlockProduct = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/products/:id/lock',
  summary: 'Desbloquea el fondo: vuelve a aceptar nuevas inversiones',
  tags,
  access: productWrite,
  params: productIdParams,
  answer: adminProductDetail,
  refusals: [400, 401, 403, 404, 409],
});

export const removeProductRegulation = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/products/:id/regulation',
  summary: 'Retira el reglamento subido del fondo',
  tags,
  access: productWrite,
  params: productIdParams,
  answer: adminProductDetail,
  refusals: [400, 401, 403, 404],
});

export const downloadProductsTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/imports/products/template',
  access: productRead,
  ...productsImport.template,
});

export const checkProductsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/imports/products/check',
  access: productWrite,
  ...productsImport.check,
});

export const applyProductsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/imports/products/apply',
  access: productWrite,
  ...productsImport.apply,
});

export const listProductsImports = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/imports/products',
  access: productRead,
  ...productsImport.history,
});

export const downloadChartsTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/imports/charts/template',
  access: productRead,
  ...chartsImport.template,
});

export const checkChartsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/imports/charts/check',
  access: productWrite,
  ...chartsImport.check,
});

export const applyChartsImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/products/imports/charts/apply',
  access: productWrite,
  ...chartsImport.apply,
});

export const listChartsImports = defineEndpoint({
  method: 'GET',
  path: '/api/admin/products/imports/charts',
  access: productRead,
  ...chartsImport.history,
});

// The day's quota values by Excel: the same permissions as publishing one by hand.

export const downloadQuotaValuesTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/admin/quota-values/imports/template',
  access: quotaValueRead,
  ...quotaValuesImport.template,
});

export const checkQuotaValuesImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/quota-values/imports/check',
  access: quotaValueWrite,
  ...quotaValuesImport.check,
});

export const applyQuotaValuesImport = defineEndpoint({
  method: 'POST',
  path: '/api/admin/quota-values/imports/apply',
  access: quotaValueWrite,
  ...quotaValuesImport.apply,
});

export const listQuotaValuesImports = defineEndpoint({
  method: 'GET',
  path: '/api/admin/quota-values/imports',
  access: quotaValueRead,
  ...quotaValuesImport.history,
});

// The users (requirements R7 Admin: user/…, users/me, updateprofile; docs/back-office.md).

export const listParticipants = defineEndpoint({
  method: 'POST',
  path: '/api/admin/user/listparticipant',
  summary: 'Partícipes: búsqueda por nombre, correo o documento, paginada y ordenada, con sus cuotas',
  tags,
  access: { permission: 'user.read' },
  body: participantListRequest,
  answer: adminUserList,
  refusals: [400, 401, 403],
});

export const listUsersByProfile = defineEndpoint({
  method: 'POST',
  path: '/api/admin/user/listbyprofile',
  summary: 'Usuarios de un perfil (INTERESADO, PARTICIPE o ADMIN), paginados y ordenados',
  tags,
  access: { permission: 'user.read' },
  body: usersByProfileRequest,
  answer: adminUserList,
  refusals: [400, 401, 403],
});

export const updateUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/user/update',
  summary: 'Corrige nombres, correo, perfil o cliente preferente de un inversionista',
  tags,
  access: { permission: 'user.write' },
  body: adminUserUpdateRequest,
  answer: adminUserItem,
  refusals: [400, 401, 403, 404, 409],
});

export const setUserDisabled = defineEndpoint({
  method: 'POST',
  path: '/api/admin/user/disabled',
  summary: 'Desactiva (no puede ingresar y se cierran sus sesiones) o reactiva la cuenta de un inversionista',
  tags,
  access: { permission: 'user.write' },
  body: adminUserDisableRequest,
  answer: adminUserItem,
  refusals: [400, 401, 403, 404, 409],
});

export const listQuestionAnswers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/user/question',
  summary: 'Respuestas del cuestionario de perfil de inversionista (de un usuario o de todos)',
  tags,
  access: { permission: 'user.read' },
  query: adminQuestionQuery,
  answer: adminQuestionList,
  refusals: [400, 401, 403],
});

export const getAdminMe = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users/me',
  summary: 'El administrador autenticado, su perfil de administrador y sus permisos',
  tags,
  access: anyAdmin,
  answer: adminMe,
  refusals: [401, 403],
});

export const updateAdminProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/updateprofile',
  summary: 'El administrador corrige sus propios nombres y apellidos',
  tags,
  access: anyAdmin,
  body: adminOwnProfileRequest,
  answer: adminMe,
  refusals: [400, 401, 403],
});

// The investors' feedback (requirements R3).

export const sendFeedback = defineEndpoint({
  method: 'POST',
  path: '/api/feedback',
  summary: 'Envía feedback con hasta 10 imágenes (multipart: reason, comment, files[], operationNumber)',
  tags: ['feedback'],
  access: 'session',
  multipart: true,
  answer: feedbackResponse,
  status: 201,
  refusals: [400, 401, 413, 415],
});
