/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand slug; names the `{slug}App: webapp` header (default "invierte"). */
  readonly VITE_BRAND_SLUG?: string;
  /** Embeddable URL of the tutorial video in the welcoming dialog (unset: the /approach tour instead). */
  readonly VITE_TUTORIAL_VIDEO_URL?: string;
  /** Support e-mail named in the privacy policy (default soporte@invierte.pe). */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Source of the /comunidad iframe (unset: a notice instead). */
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
