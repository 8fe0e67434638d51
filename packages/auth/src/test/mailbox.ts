import { expect, inject } from 'vitest';

/** An email as the local auth server's mailbox lists it (`GET /mailbox?to=`). */
export interface Mail {
  type: 'signup' | 'recovery';
  confirmationUrl: string;
  code: string;
}

/** Every email sent to an address, oldest first. */
export async function mailbox(email: string): Promise<Mail[]> {
  const res = await fetch(`${inject('authServerUrl')}/mailbox?to=${encodeURIComponent(email)}`, { headers: { Accept: 'application/json' } });
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** The first email of one kind sent to an address; throws if there is none. */
export async function latest(email: string, type: Mail['type']): Promise<Mail> {
  const mail = (await mailbox(email)).find((message) => message.type === type);
  if (!mail) throw new Error(`no ${type} email for ${email}`);
  return mail;
}

/** Follows an emailed link as a browser does, up to where it lands on the site. */
export async function landingOf(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}
