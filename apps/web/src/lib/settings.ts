/**
 * Settings the web app reads at build time (Vite `VITE_*` variables), each with a working default so
 * a fresh checkout shows every page. Read them here, never from `import.meta.env` in a screen.
 */
const env = import.meta.env;

/** An unset or blank variable counts as absent. */
const value = (raw: string | undefined): string | undefined => raw?.trim() || undefined;

export const settings = {
  /**
   * Embeddable tutorial video (landing page and welcoming dialog), on privacy-enhanced YouTube. The
   * default is a stable public test video (Blender's open movie) standing in until the brand's own
   * tutorial is set here.
   */
  tutorialVideoUrl:
    value(env.VITE_TUTORIAL_VIDEO_URL) ?? 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
  /** Where people exercise their data rights and write to support (privacy policy, SPEC.md §2). */
  supportEmail: value(env.VITE_SUPPORT_EMAIL) ?? 'soporte@invierte.pe',
} as const;
