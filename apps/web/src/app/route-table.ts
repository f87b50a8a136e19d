import type { ComponentType } from 'react';
import type { GuardName } from './guards';
import type { LayoutName } from './layouts';
import NotFoundPage from './pages/NotFoundPage';

/**
 * Every route of the web app: path (React Router syntax), layout, guards and Spanish page title.
 * It covers each line of requirements R2's route list (see spec-routes.fixture.ts). A route without a
 * `screen` renders the "coming soon" page of its layout until its issue builds the real screen.
 * Screens are imported lazily so each route downloads only its own code.
 */

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;
/**
 * Starts a page's API requests while its code downloads; the page does not wait for them. On a guarded
 * route it runs beside the guard, not after it: the server checks every permission, and if the guard
 * redirects, the answers simply stay unused in the cache.
 */
export type PrefetchLoader = () => Promise<{ default: () => void }>;

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  title: string;
  /** Replaces the layout's guards for this route ([] makes it public). */
  guards?: readonly GuardName[];
  /** Redirect-only route: admitted users go there. */
  redirectTo?: string;
  screen?: ScreenLoader;
  prefetch?: PrefetchLoader;
}

const landingScreen: ScreenLoader = () => import('../features/landing/components/LandingPage');
// /politica-privacidad and /politica-datos show the same policy (requirements R2).
const privacyScreen: ScreenLoader = () => import('../features/static-pages/components/PrivacyPolicyPage');
// Already in the main chunk: the router's error page shows it for 404s.
const notFoundScreen: ScreenLoader = () => Promise.resolve({ default: NotFoundPage });

const step1Screen: ScreenLoader = () => import('../features/onboarding/components/Step1Page');
// One screen serves every profile route; the path picks the section.
const profileScreen: ScreenLoader = () => import('../features/profile/components/ProfilePage');
const documentsScreen: ScreenLoader = () => import('../features/profile/components/DocumentsPage');

const newPassword: ScreenLoader = () => import('../features/auth/components/NewPasswordPage');

const questionSteps = ['one', 'two', 'three', 'four', 'five', 'six'] as const;
const approachSteps = ['one', 'two', 'three', 'four'] as const;

const onboardingStep1: [string, string][] = [
  ['account-type', 'Tipo de cuenta'],
  ['bank-account', 'Cuenta bancaria'],
  ['beneficiary-info-final', 'Beneficiario final'],
  ['date-and-place-birth', 'Fecha y lugar de nacimiento'],
  ['institutional-investment', 'Inversionista institucional'],
  ['investment', 'Inversión'],
  ['message-blacklist', 'Solicitud en revisión'],
  ['message-mancomunada', 'Cuenta mancomunada'],
  ['ocupation', 'Ocupación'],
  ['owner/date-and-place-birth', 'Titular: fecha y lugar de nacimiento'],
  ['owner/ocupation', 'Titular: ocupación'],
  ['owner/residence', 'Titular: domicilio'],
  ['owner/workplace', 'Titular: centro de trabajo'],
  ['personal-information', 'Datos personales'],
  ['political', 'Persona expuesta políticamente'],
  ['residence', 'Domicilio'],
  ['resource-holder', 'Titular de los recursos'],
  ['select-bank-account', 'Selecciona tu cuenta bancaria'],
];

const profileSections: [string, string][] = [
  ['bank-account', 'Cuenta bancaria'],
  ['date-and-place-birth', 'Fecha y lugar de nacimiento'],
  ['ocupation', 'Ocupación'],
  ['personal-information', 'Datos personales'],
  ['residence', 'Domicilio'],
];

const productKinds: [string, string][] = [
  ['bono', 'Bono Select MidCap'],
  ['mutuo', 'Mutuo Acreencias'],
  ['renta-fia', 'Renta FIA'],
];

export const routeTable: RouteEntry[] = [
  // Landing layout (public).
  {
    path: '/',
    layout: 'landing',
    title: 'Invierte en factoring al toque',
    screen: landingScreen,
    prefetch: () => import('../features/landing/api/prefetch-landing'),
  },
  {
    path: '/politica-datos',
    layout: 'landing',
    title: 'Política de tratamiento de datos personales',
    screen: privacyScreen,
  },
  {
    path: '/politica-privacidad',
    layout: 'landing',
    title: 'Política de Privacidad y Uso de Datos',
    screen: privacyScreen,
  },
  {
    path: '/terminos-y-condiciones',
    layout: 'landing',
    title: 'Términos y condiciones',
    screen: () => import('../features/static-pages/components/TermsPage'),
  },
  // Linked from the legal terms dialog (requirements R1).
  {
    path: '/aumento-de-capital',
    layout: 'landing',
    title: 'Aumento de capital',
    screen: () => import('../features/static-pages/components/CapitalIncreasePage'),
  },

  // Auth layout: guest pages.
  {
    path: '/login',
    layout: 'auth',
    title: 'Iniciar sesión',
    screen: () => import('../features/auth/components/LoginPage'),
  },
  {
    path: '/register',
    layout: 'auth',
    title: 'Regístrate',
    screen: () => import('../features/auth/components/RegisterPage'),
  },
  {
    path: '/forget-password',
    layout: 'auth',
    title: 'Recupera tu contraseña',
    screen: () => import('../features/auth/components/ForgetPasswordPage'),
  },
  // The social-login callback must run whatever the session state is (requirements R4).
  { path: '/callback', layout: 'auth', title: 'Iniciando sesión', guards: [] },

  // Change-password layout: links from e-mails that carry a token.
  { path: '/change-password', layout: 'change-password', title: 'Cambia tu contraseña', screen: newPassword },
  { path: '/create-password', layout: 'change-password', title: 'Crea tu contraseña', screen: newPassword },

  // Welcome layout: public single-message pages.
  {
    path: '/verify-email',
    layout: 'welcome',
    title: 'Verificación de correo',
    guards: ['verify-email'],
    screen: () => import('../features/auth/components/VerifyEmailPage'),
  },
  {
    path: '/welcome',
    layout: 'welcome',
    title: '¡Bienvenido!',
    screen: () => import('../features/auth/components/WelcomePage'),
  },
  {
    path: '/link-expired',
    layout: 'welcome',
    title: 'El enlace ha expirado',
    screen: () => import('../features/auth/components/LinkExpiredPage'),
  },
  { path: '/message', layout: 'welcome', title: 'Mensaje', screen: () => import('./pages/MessagePage') },

  // Maintenance and not-found layouts.
  {
    path: '/maintenance',
    layout: 'maintenance',
    title: 'Estamos en mantenimiento',
    screen: () => import('./pages/MaintenancePage'),
  },
  { path: '/404', layout: 'not-found', title: 'Página no encontrada', screen: notFoundScreen },
  { path: '/not-found', layout: 'not-found', title: 'Página no encontrada', screen: notFoundScreen },

  // Comunidad layout.
  {
    path: '/comunidad',
    layout: 'comunidad',
    title: 'Comunidad',
    screen: () => import('../features/comunidad/components/CommunityPage'),
  },
  {
    path: '/simula_inversion',
    layout: 'comunidad',
    title: 'Simula tu inversión',
    screen: () => import('../features/simulator/components/SimulatePage'),
  },

  // Default layout: logged-in pages outside the portfolio.
  {
    path: '/glosario',
    layout: 'default',
    title: 'Glosario',
    screen: () => import('../features/glossary/components/GlossaryPage'),
  },
  {
    path: '/feedback',
    layout: 'default',
    title: 'Feedback',
    screen: () => import('../features/feedback/components/FeedbackPage'),
  },
  {
    path: '/feedback/feedback-fin',
    layout: 'default',
    title: '¡Gracias por tu feedback!',
    screen: () => import('../features/feedback/components/FeedbackThanksPage'),
  },
  {
    path: '/historial',
    layout: 'default',
    title: 'Historial de tasas',
    screen: () => import('../features/historial/components/HistoryPage'),
  },
  {
    path: '/deposit',
    layout: 'default',
    title: 'Depósito',
    screen: () => import('../features/onboarding/step3/DepositEntryPage'),
  },
  { path: '/perfil', layout: 'default', title: 'Mi perfil', screen: profileScreen },
  ...profileSections.map(([path, title]): RouteEntry => ({
    path: `/perfil/${path}`,
    layout: 'default',
    title,
    screen: profileScreen,
  })),
  {
    path: '/perfil-menu',
    layout: 'default',
    title: 'Mi perfil',
    screen: () => import('../features/account/components/ProfileMenuPage'),
  },
  { path: '/perfil2', layout: 'default', title: 'Mi perfil', screen: profileScreen },
  ...profileSections.map(([path, title]): RouteEntry => ({
    path: `/perfil2/${path}`,
    layout: 'default',
    title,
    screen: profileScreen,
  })),
  { path: '/perfil2/documentos', layout: 'default', title: 'Mis documentos', screen: documentsScreen },
  {
    path: '/perfil2/documentos/:accountId',
    layout: 'default',
    title: 'Documentos de la cuenta',
    screen: documentsScreen,
  },
  {
    path: '/perfil2/password',
    layout: 'default',
    title: 'Cambia tu contraseña',
    screen: () => import('../features/account/components/ChangePasswordPage'),
  },

  // Questions layout: the first-login questionnaire and the approach walkthrough.
  { path: '/questions', layout: 'questions', title: 'Cuéntanos sobre ti', redirectTo: '/questions/one' },
  ...questionSteps.map((step, i): RouteEntry => ({
    path: `/questions/${step}`,
    layout: 'questions',
    title: `Cuéntanos sobre ti (${i + 1} de 6)`,
    // Once answered, the questionnaire opens on its last step.
    guards: step === 'six' ? ['questions'] : ['questions', 'questions-prev'],
    screen: () => import('../features/questions/components/QuestionPage'),
  })),
  {
    path: '/approach',
    layout: 'questions',
    title: 'Conoce cómo invertir',
    guards: ['auth'],
    redirectTo: '/approach/one',
  },
  ...approachSteps.map((step, i): RouteEntry => ({
    path: `/approach/${step}`,
    layout: 'questions',
    title: `Conoce cómo invertir (${i + 1} de 4)`,
    guards: ['auth'],
    screen: () => import('../features/approach/components/ApproachPage'),
  })),

  // Onboarding layout.
  {
    path: '/onboarding/:idOnboarding?',
    layout: 'onboarding',
    title: 'Proceso de inversión',
    screen: () => import('../features/onboarding/components/OnboardingEntryPage'),
  },
  // One declarative screen serves every step-1 route; the route picks its declaration.
  ...onboardingStep1.map(([path, title]): RouteEntry => ({
    path: `/onboarding/:idOnboarding/step-1/${path}`,
    layout: 'onboarding',
    title,
    screen: step1Screen,
  })),
  {
    path: '/onboarding/:idOnboarding/step-2/documents',
    layout: 'onboarding',
    title: 'Firma de documentos',
    screen: () => import('../features/onboarding/step2/DocumentsPage'),
  },
  {
    path: '/onboarding/:idOnboarding/step-3/deposit',
    layout: 'onboarding',
    title: 'Depósito',
    screen: () => import('../features/onboarding/step3/DepositPage'),
  },
  {
    path: '/onboarding-fin',
    layout: 'onboarding',
    title: '¡Proceso completado!',
    screen: () => import('../features/onboarding/step3/OnboardingFinishedPage'),
  },
  {
    path: '/onboardingOld',
    layout: 'onboarding',
    title: 'Proceso de inversión',
    screen: () => import('../features/onboarding/components/FormerOnboardingPage'),
  },

  // A participant's home, in the investor's layout (one shell with the pages it leads to) behind the
  // participe guard.
  {
    path: '/participe',
    layout: 'interesado',
    guards: ['participe'],
    title: 'Partícipe',
    screen: () => import('../features/profile/components/ParticipantHomePage'),
  },

  // Interesado layout: the portfolio.
  {
    path: '/portafolio',
    layout: 'interesado',
    title: 'Portafolio',
    screen: () => import('../features/portfolio/PortfolioPage'),
    prefetch: () => import('../features/portfolio/prefetch-portfolio'),
  },
  {
    path: '/portafolio/movimientos',
    layout: 'interesado',
    title: 'Movimientos',
    screen: () => import('../features/movements/components/MovementsPage'),
  },
  {
    path: '/portafolio/movimientos/rescatar-cuotas',
    layout: 'interesado',
    title: 'Rescatar cuotas',
    screen: () => import('../features/rescues/components/RescuePage'),
  },
  {
    path: '/portafolio/movimientos/rescatar-cuotas/solicitudes',
    layout: 'interesado',
    title: 'Solicitudes de rescate',
    screen: () => import('../features/rescues/components/PendingRescuesPage'),
  },
  // Beyond requirements R2's list: the screens of its reinvestment and transfer calls (registerReInvestment, registerTransfer).
  {
    path: '/portafolio/movimientos/reinvertir',
    layout: 'interesado',
    title: 'Reinvertir',
    screen: () => import('../features/portfolio-operations/components/ReinvestmentPage'),
  },
  {
    path: '/portafolio/movimientos/transferir',
    layout: 'interesado',
    title: 'Transferir cuotas',
    screen: () => import('../features/portfolio-operations/components/TransferPage'),
  },
  {
    path: '/portafolio/productos',
    layout: 'interesado',
    title: 'Productos',
    screen: () => import('../features/products/components/ProductsPage'),
  },
  {
    path: '/portafolio/productos/:idProduct',
    layout: 'interesado',
    title: 'Detalle del producto',
    screen: () => import('../features/products/components/ProductDetailPage'),
  },
  {
    path: '/portafolio/productos/:idProduct/dashboard',
    layout: 'interesado',
    title: 'Resumen del producto',
    screen: () => import('../features/products/components/ProductDashboardPage'),
  },
  {
    path: '/portafolio/productos/:idProduct/questions',
    layout: 'interesado',
    title: 'Preguntas del producto',
    screen: () => import('../features/products/components/ProductQuestionsPage'),
  },
  // One screen per kind page; it reads the kind from the path.
  ...[...productKinds, ['factoring', 'Factoring'] as [string, string]].map(([kind, title]): RouteEntry => ({
    path: `/portafolio/productos/${kind}/:idProduct?`,
    layout: 'interesado',
    title,
    screen: () => import('../features/products/components/ProductKindPage'),
  })),
  ...productKinds.map(([kind, title]): RouteEntry => ({
    path: `/portafolio/productos/${kind}/detalle/:id?`,
    layout: 'interesado',
    title: `Detalle de ${title}`,
    screen: () => import('../features/products/components/ScheduleDetailPage'),
  })),
  // A fund's page for Mutuo (/portafolio/{fund}/{currency}, where the bank-account banner leads): its
  // currency is a static segment, so it outranks the older /portafolio/mutuo/{idProduct} below.
  ...['PEN', 'USD'].map((currency): RouteEntry => ({
    path: `/portafolio/mutuo/${currency}/:code?`,
    layout: 'interesado',
    title: 'Detalle del fondo',
    screen: () => import('../features/fund/components/FundPage'),
  })),
  {
    path: '/portafolio/mutuo/:idProduct?',
    layout: 'interesado',
    title: 'Mutuo Acreencias',
    screen: () => import('../features/products/components/MutuoPage'),
  },
  {
    path: '/portafolio/portfolio_mutuo',
    layout: 'interesado',
    title: 'Portafolio Mutuo Acreencias',
    screen: () => import('../features/products/components/MutuoPortfolioPage'),
  },
  {
    path: '/portafolio/portfolio_mutuo_dashboard',
    layout: 'interesado',
    title: 'Resumen Mutuo Acreencias',
    screen: () => import('../features/products/components/MutuoDashboardPage'),
  },
  // The customer's own data only: {idUser} is accepted as requirements R2 lists it, never used to read another's.
  ...(
    [
      ['', 'Mis datos'],
      ['/cuenta-bancaria', 'Cuenta bancaria'],
      ['/cuenta-bancaria/add-bank', 'Agrega una cuenta bancaria'],
      ['/domicilio/:idUser?', 'Domicilio'],
      ['/ocupacion/:idUser?', 'Ocupación'],
      ['/personal/:idUser?', 'Datos personales'],
    ] as const
  ).map(([path, title]): RouteEntry => ({
    path: `/portafolio/perfil/mis-datos${path}`,
    layout: 'interesado',
    title,
    screen: profileScreen,
  })),
  ...(
    [
      ['dolares', 'dólares'],
      ['soles', 'soles'],
    ] as const
  ).flatMap(([path, word]): RouteEntry[] => [
    {
      path: `/portafolio/portafolio/${path}`,
      layout: 'interesado',
      title: `Portafolio en ${word}`,
      screen: () => import('../features/portfolio/CurrencyPortfolioPage'),
    },
    {
      path: `/portafolio/portafolio/${path}/movements`,
      layout: 'interesado',
      title: `Movimientos en ${word}`,
      screen: () => import('../features/movements/components/CurrencyMovementsPage'),
    },
  ]),
  {
    path: '/portafolio/:fund/reportes',
    layout: 'interesado',
    title: 'Reportes',
    screen: () => import('../features/fund/components/FundReportsPage'),
  },
  {
    path: '/portafolio/:fund/:currency?/:code?',
    layout: 'interesado',
    title: 'Detalle del fondo',
    screen: () => import('../features/fund/components/FundPage'),
  },

  // Admin layout.
  {
    path: '/admin',
    layout: 'admin',
    title: 'Administración',
    screen: () => import('../features/admin-home/components/AdminHomePage'),
  },
  {
    path: '/admin/onboardings',
    layout: 'admin',
    title: 'Solicitudes de inversión',
    screen: () => import('../features/admin-onboardings/components/AdminOnboardingsPage'),
  },
  {
    path: '/admin/onboardings/:id',
    layout: 'admin',
    title: 'Solicitud de inversión',
    screen: () => import('../features/admin-onboardings/components/AdminOnboardingDetailPage'),
  },
  {
    path: '/admin/rescates',
    layout: 'admin',
    title: 'Rescates',
    screen: () => import('../features/admin-rescues/components/AdminRescuesPage'),
  },
  {
    path: '/admin/valores-cuota',
    layout: 'admin',
    title: 'Valores cuota',
    screen: () => import('../features/admin-quota-values/components/AdminQuotaValuesPage'),
  },
  {
    path: '/admin/productos',
    layout: 'admin',
    title: 'Productos',
    screen: () => import('../features/admin-products/components/AdminProductsPage'),
  },
  {
    path: '/admin/productos/:id',
    layout: 'admin',
    title: 'Producto',
    screen: () => import('../features/admin-products/components/AdminProductDetailPage'),
  },
  {
    path: '/admin/permisos',
    layout: 'admin',
    title: 'Permisos',
    screen: () => import('../features/admin-permissions/components/AdminPermissionsPage'),
  },
  {
    path: '/participes',
    layout: 'admin',
    title: 'Partícipes',
    screen: () => import('../features/admin-users/components/ParticipantsPage'),
  },
  {
    path: '/admin/usuarios',
    layout: 'admin',
    title: 'Usuarios',
    screen: () => import('../features/admin-users/components/AdminUsersPage'),
  },
  {
    path: '/admin/soporte',
    layout: 'admin',
    title: 'Cola de soporte',
    screen: () => import('../features/admin-support/components/AdminSupportPage'),
  },
  {
    path: '/admin/cartas',
    layout: 'admin',
    title: 'Cartas',
    screen: () => import('../features/admin-letters/components/AdminLettersPage'),
  },
  {
    path: '/admin/correos',
    layout: 'admin',
    title: 'Correos',
    screen: () => import('../features/admin-mail/components/AdminMailPage'),
  },
  {
    path: '/admin/mensajes-de-espera',
    layout: 'admin',
    title: 'Mensajes de espera',
    screen: () => import('../features/admin-waiting-notices/components/AdminWaitingNoticesPage'),
  },
  {
    path: '/admin/documentos',
    layout: 'admin',
    title: 'Documentos de inversionistas',
    screen: () => import('../features/admin-documents/components/AdminDocumentsPage'),
  },
  {
    path: '/admin/portafolio',
    layout: 'admin',
    title: 'Portafolio de inversionistas',
    screen: () => import('../features/admin-portfolio/components/AdminPortfolioPage'),
  },
  {
    path: '/admin/auditoria',
    layout: 'admin',
    title: 'Auditoría',
    screen: () => import('../features/admin-audit/components/AdminAuditPage'),
  },
  {
    path: '/admin/reportes',
    layout: 'admin',
    title: 'Reportes',
    screen: () => import('../features/admin-reports/components/AdminReportsPage'),
  },
  {
    path: '/admin/tipo-de-cambio',
    layout: 'admin',
    title: 'Tipo de cambio',
    screen: () => import('../features/admin-exchange-rates/components/AdminExchangeRatesPage'),
  },

  // Anything else (requirements R2: any other path shows a not-found page).
  { path: '*', layout: 'not-found', title: 'Página no encontrada', screen: notFoundScreen },
];
