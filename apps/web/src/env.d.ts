/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Brand slug; names the `{slug}App: webapp` header (default "invierte"). */
  readonly VITE_BRAND_SLUG?: string;
  /** Embeddable URL of the tutorial video shown in the welcoming dialog. */
  readonly VITE_TUTORIAL_VIDEO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
