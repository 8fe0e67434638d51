/*
 * Email subjects and bodies, written as GoTrue's (Go template) files are: plain HTML with
 * `{{ .Name }}` where a value goes. Only substitution is understood, with the variables GoTrue
 * gives its confirmation and recovery templates; anything else (`{{ if }}`, `{{ range }}`, a
 * misspelt name) is refused when the server starts, so a template that would fail on a hosted
 * project fails here first instead of sending a broken email.
 */

/** The emails this server sends, named as in `[auth.email.template.<name>]`. */
export type EmailTemplateName = 'confirmation' | 'recovery';

/** One email as configured: subject and HTML body, both templates. */
export interface EmailTemplateSource {
  subject: string;
  html: string;
}

export type EmailTemplateSources = Record<EmailTemplateName, EmailTemplateSource>;

/** The values GoTrue gives a confirmation or recovery template. */
export interface EmailTemplateValues {
  /** The link that confirms the address or starts the password reset. */
  ConfirmationURL: string;
  /** The six-digit (or longer) code. */
  Token: string;
  /** The link's token, for a `verifyOtp({ token_hash, type })` page of your own. */
  TokenHash: string;
  /** The configured site URL. */
  SiteURL: string;
  /** The recipient's address. */
  Email: string;
  /** Where the reader goes after following the link. */
  RedirectTo: string;
}

export const TEMPLATE_VARIABLES: ReadonlyArray<keyof EmailTemplateValues> = ['ConfirmationURL', 'Token', 'TokenHash', 'SiteURL', 'Email', 'RedirectTo'];

/**
 * The emails sent when config.toml names no template: plain ones in the manner of GoTrue's own
 * defaults (internal/mailer/templatemailer), not copies of them, except in one respect: like the
 * project's templates, they link to the page the reader asked from (`{{ .RedirectTo }}`) with the
 * token hash, and that page spends it with a POST (`verifyOtp({ token_hash, type })`). GoTrue's
 * `{{ .ConfirmationURL }}` is spent by a GET, which mail scanners do before the reader.
 */
export const DEFAULT_EMAIL_TEMPLATES: EmailTemplateSources = {
  confirmation: {
    subject: 'Confirm your email address',
    html: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .RedirectTo }}?token_hash={{ .TokenHash }}&amp;type=signup">Confirm email address</a></p>
<p>Or enter this code: {{ .Token }}</p>
`,
  },
  recovery: {
    subject: 'Reset your password',
    html: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .RedirectTo }}?token_hash={{ .TokenHash }}&amp;type=recovery">Reset password</a></p>
<p>Or enter this code: {{ .Token }}</p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
};

type Part = string | { variable: keyof EmailTemplateValues };

export interface CompiledTemplate {
  render(values: EmailTemplateValues, escape: (value: string) => string): string;
}

/**
 * Checks a template and prepares it for rendering. `where` names the setting in error messages.
 *
 * @example
 * compileTemplate('<a href="{{ .ConfirmationURL }}">Confirm</a>', 'auth.email.template.confirmation');
 * compileTemplate('{{ if .Token }}', 'subject'); // throws: names the setting and the action
 */
export function compileTemplate(source: string, where: string): CompiledTemplate {
  const parts: Part[] = [];
  let rest = source;
  while (rest.length > 0) {
    const open = rest.indexOf('{{');
    if (open === -1) {
      parts.push(rest);
      break;
    }
    parts.push(rest.slice(0, open));
    const close = rest.indexOf('}}', open + 2);
    if (close === -1) throw new Error(`${where}: "{{" at "${rest.slice(open, open + 20)}" is never closed with "}}"`);
    const action = rest.slice(open + 2, close);
    const match = /^\s*\.([A-Za-z]+)\s*$/.exec(action);
    const name = match?.[1] as keyof EmailTemplateValues | undefined;
    if (!name || !TEMPLATE_VARIABLES.includes(name)) {
      throw new Error(
        `${where}: "{{${action}}}" is not supported; use one of ${TEMPLATE_VARIABLES.map((variable) => `{{ .${variable} }}`).join(', ')}`,
      );
    }
    parts.push({ variable: name });
    rest = rest.slice(close + 2);
  }
  return {
    render(values, escape) {
      return parts.map((part) => (typeof part === 'string' ? part : escape(values[part.variable]))).join('');
    },
  };
}

/** What goes into HTML text and quoted attributes alike, as Go's html/template escapes them. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

const FIRST_LINK = /<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * The first link of an email's HTML, as a reader's mail program would open it (entities decoded).
 *
 * @example
 * firstLink('<p><a href="https://site.example/auth/confirm?token_hash=ab&amp;type=signup">Confirm</a></p>');
 * // 'https://site.example/auth/confirm?token_hash=ab&type=signup'
 */
export function firstLink(html: string): string | null {
  const match = FIRST_LINK.exec(html);
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : null;
}

/**
 * The plain-text version of an email body, for mail readers that show no HTML: block elements
 * become lines, a link becomes its text followed by its address, and every other tag goes.
 *
 * @example
 * htmlToText('<h2>Hello</h2><p><a href="https://x.org/a">Open</a></p>'); // 'Hello\n\nOpen: https://x.org/a'
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi, (_whole, double?: string, single?: string, inner = '') => {
      const href = decodeEntities(double ?? single ?? '');
      const label = decodeEntities(String(inner).replace(/<[^>]*>/g, '')).trim();
      return !label || label === href ? href : `${label}: ${href}`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?(?:p|div|h[1-6]|ul|ol|li|table|tr|blockquote|section|article|header|footer)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface CompiledEmail {
  subject: CompiledTemplate;
  html: CompiledTemplate;
}

/**
 * Compiles each configured email, naming `prefix.<name>.subject` or `.html` in any error.
 *
 * @example
 * compileEmailTemplates(DEFAULT_EMAIL_TEMPLATES, 'emailTemplates').recovery.subject.render(values, (v) => v);
 */
export function compileEmailTemplates(sources: EmailTemplateSources, prefix: string): Record<EmailTemplateName, CompiledEmail> {
  const compile = (name: EmailTemplateName): CompiledEmail => ({
    subject: compileTemplate(sources[name].subject, `${prefix}.${name}.subject`),
    html: compileTemplate(sources[name].html, `${prefix}.${name}.html`),
  });
  return { confirmation: compile('confirmation'), recovery: compile('recovery') };
}
