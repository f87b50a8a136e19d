import type { MailMessage } from './mail-provider.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The product's plain e-mail: a greeting, paragraphs, an optional call-to-action link, and a closing
 * line, as text and as escaped HTML.
 */
export function composeMail(input: {
  to: string;
  subject: string;
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string;
}): MailMessage {
  const { to, subject, name, paragraphs, action, closing } = input;
  const text = [`Hola ${name}:`, '', ...paragraphs, ...(action ? [action.url] : []), '', closing].join('\n');
  const html = [
    `<p>Hola ${escapeHtml(name)}:</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}
