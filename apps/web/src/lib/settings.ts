/**
 * Settings the web app reads at build time (Vite `VITE_*` variables), each with a working default so
 * a fresh checkout shows every page. Read them here, never from `import.meta.env` in a screen.
 */
const env = import.meta.env;

/** An unset or blank variable counts as absent. */
const value = (raw: string | undefined): string | undefined => raw?.trim() || undefined;

const tutorialVideoUrl = value(env.VITE_TUTORIAL_VIDEO_URL);

export const settings = {
  /**
   * The brand's embeddable tutorial video (welcoming dialog). Unset, the dialog plays `tutorialVideo`.
   */
  tutorialVideoUrl,
  /**
   * The tutorial shipped with the app: the product's own screens recorded by tools/record-tutorial.ts,
   * with Spanish captions, in public/tutorial/. Fetched when the dialog opens, never precached.
   */
  tutorialVideo: { src: '/tutorial/como-invertir.webm', captions: '/tutorial/como-invertir.es.vtt' },
  /**
   * The landing page's video: the brand's, else a stable public test video on privacy-enhanced
   * YouTube (Blender's open movie) so guests, who cannot open /approach, still see a player.
   */
  landingVideoUrl: tutorialVideoUrl ?? 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
  /** Where people exercise their data rights and write to support (privacy policy, requirements R2). */
  supportEmail: value(env.VITE_SUPPORT_EMAIL) ?? 'soporte@invierte.pe',
} as const;
