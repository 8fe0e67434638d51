import type { IncomingMessage } from 'node:http';
import type { AuthContext } from '../context';
import { escapeHtml, firstLink } from '../emailTemplates';
import { AuthError } from '../http/errors';
import { isLoopbackRequest, isStorableText } from '../http/io';
import { isLoopbackHost } from '../redirects';

export interface MailboxMessage {
  id: number;
  /** What the email is for: confirming a sign-up, or resetting a password. */
  type: 'signup' | 'recovery';
  to: string;
  subject: string;
  sentAt: string;
  /** The plain-text version of the body. */
  text: string;
  /** The body as the template rendered it (null for mail kept before templates). */
  html: string | null;
  /**
   * GoTrue's `{{ .ConfirmationURL }}` for this email (`GET /auth/v1/verify?token=...`), for recovery
   * too. The project's emails do not carry it (a GET spends it; see `emailLink`), but tests and
   * tools that want the server's own redirect can still follow it.
   */
  confirmationUrl: string | null;
  /** The link the email itself carries, as its reader would open it: the first link of its HTML. */
  emailLink: string | null;
  code: string | null;
}

interface MailRow {
  id: number;
  kind: 'signup' | 'recovery';
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  link: string | null;
  otp: string | null;
  sent_at: Date;
}

const HOST_SHAPE = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** True when the Host header names this computer, or the server's own public name. */
function isOwnHost(ctx: AuthContext, host: string): boolean {
  if (!HOST_SHAPE.test(host)) return false;
  let hostname: string;
  try {
    ({ hostname } = new URL(`http://${host}`));
  } catch {
    return false; // a port over 65535, say
  }
  return isLoopbackHost(hostname) || hostname === new URL(ctx.externalUrl).hostname;
}

/**
 * Lets only the developer at this computer read the mailbox, whose links and codes sign people
 * in: the connection must come from this machine (else 404, as if there were no mailbox), the
 * request must be addressed to a loopback name or the server's own name (a DNS-rebinding page
 * sends its own name), and if it carries an Origin, that must be the mailbox's own: any other
 * web page is refused (the mailbox also sends no CORS headers, so a browser would not let another
 * page read the answer anyway).
 *
 * @example
 * checkMailboxRequest(ctx, req); // throws 403 forbidden for Host: evil.example
 */
export function checkMailboxRequest(ctx: AuthContext, req: IncomingMessage): void {
  if (!isLoopbackRequest(req)) throw new AuthError(404, 'not_found', 'Not found');
  const host = req.headers.host ?? '';
  if (!isOwnHost(ctx, host)) {
    throw new AuthError(403, 'forbidden', 'The mailbox answers only requests addressed to localhost');
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`.toLowerCase() && origin.toLowerCase() !== `https://${host}`.toLowerCase()) {
    throw new AuthError(403, 'forbidden', 'The mailbox cannot be read by another web page');
  }
}

/**
 * The newest messages first, optionally only those to one address.
 *
 * @example
 * await listMail(ctx, new URL('http://x/mailbox?to=ada@example.org&limit=5'));
 */
export async function listMail(ctx: AuthContext, url: URL): Promise<MailboxMessage[]> {
  const to = (url.searchParams.get('to') ?? '').trim().toLowerCase();
  if (!isStorableText(to)) return [];
  const requested = Number(url.searchParams.get('limit') ?? 50);
  const max = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 500) : 50;
  const { rows } = to
    ? await ctx.db.query<MailRow>('select * from auth.mailbox where recipient = $1 order by id desc limit $2', [to, max])
    : await ctx.db.query<MailRow>('select * from auth.mailbox order by id desc limit $1', [max]);
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.kind,
    to: row.recipient,
    subject: row.subject,
    sentAt: row.sent_at.toISOString(),
    text: row.text_body,
    html: row.html_body,
    confirmationUrl: row.link,
    emailLink: row.html_body ? firstLink(row.html_body) : row.link,
    code: row.otp,
  }));
}

/**
 * A plain page a person can read: no scripts, every value escaped. Each email shows as its
 * recipient would see it: the body the template rendered (this server's own output, whose
 * values were escaped when it was rendered), then the link and the code again.
 *
 * @example
 * sendHtml(req, res, 200, renderMailbox(await listMail(ctx, url)));
 */
export function renderMailbox(messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (message) => `
    <li>
      <article>
        <h2>${escapeHtml(message.subject)}</h2>
        <p class="meta">To <strong>${escapeHtml(message.to)}</strong>, sent <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(
          message.sentAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'),
        )}</time></p>
        ${message.html ? `<div class="body">${message.html}</div>` : `<pre>${escapeHtml(message.text)}</pre>`}
        ${
          message.emailLink
            ? `<p><a href="${escapeHtml(message.emailLink)}">${message.type === 'recovery' ? 'Reset the password' : 'Confirm this email address'}</a></p>`
            : ''
        }
        ${message.code ? `<p>Or enter this code: <code>${escapeHtml(message.code)}</code></p>` : ''}
      </article>
    </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1a1a; }
  ul { list-style: none; padding: 0; }
  li { border: 1px solid #ccc; border-radius: 0.5rem; padding: 0 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; }
  .meta { color: #444; }
  .body { border-left: 3px solid #ccc; padding-left: 1rem; }
  a { color: #0645ad; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Local mailbox</h1>
<p>Emails the local auth server would have sent, newest first. Nothing here leaves this computer.</p>
${messages.length === 0 ? '<p>No emails yet. Sign up on the site, or ask for a password reset, and the email appears here.</p>' : `<ul>${items}</ul>`}
</main>
</body>
</html>
`;
}
