import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { checkNewPassword, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { openDatabase } from './store/database';
import { serverForFile, startTestServer, uniqueEmail } from './test/harness';

/** NIST SP 800-63B rev. 4 password rules, through the real server and supabase-js. */
const server = serverForFile({ autoconfirm: true });

function signUp(password: string) {
  return server.client().auth.signUp({ email: uniqueEmail('pw'), password });
}

describe('new passwords', () => {
  it('counts characters, not bytes: "ééééé" is five characters and too short; the spec minimum and message stay', async () => {
    const { error } = await signUp('ééééé');
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    expect((await signUp('éèêëēė')).error).toBeNull();
  });

  it('accepts 64 characters and more, multi-byte ones too (bcrypt alone would read only 72 bytes)', async () => {
    const email = uniqueEmail('pw-long');
    const long = 'ß'.repeat(40) + 'an ending that matters'.repeat(2); // 84 characters, 124 bytes
    expect((await server.client().auth.signUp({ email, password: long })).error).toBeNull();
    // Only the whole password signs in: a change past the 72nd byte matters.
    const changedTail = long.slice(0, -1) + 'X';
    expect((await server.client().auth.signInWithPassword({ email, password: changedTail })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await server.client().auth.signInWithPassword({ email, password: long })).error).toBeNull();
  });

  it('compares after NFKC normalisation: a composed and a decomposed "é" are the same password', async () => {
    const email = uniqueEmail('pw-nfkc');
    const composed = 'caf\u00e9 au lait, s\u00e9rieux';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect((await server.client().auth.signUp({ email, password: composed })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: decomposed })).error).toBeNull();
    // Compatibility forms too: a full-width "Ａ" is an "A".
    expect(checkNewPassword.bind(null, '\uff30\uff41\uff53\uff53\uff57\uff4f\uff52\uff44')).toThrow('Password is known to be weak');
  });

  it('refuses common and breached passwords from the shipped list: 422 weak_password, reasons ["pwned"]', async () => {
    for (const password of ['123456', 'password', 'Password1', 'qwerty123', 'iloveyou', 'secret123']) {
      const { error } = await signUp(password);
      expect(error, password).toMatchObject({
        status: 422,
        code: 'weak_password',
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
      });
      expect((error as unknown as { reasons: string[] }).reasons).toEqual(['pwned']);
    }
    // A password change is checked alike.
    const email = uniqueEmail('pw-change');
    const client = server.client();
    await client.auth.signUp({ email, password: 'a long enough passphrase' });
    expect((await client.auth.updateUser({ password: 'letmein', current_password: 'a long enough passphrase' })).error).toMatchObject({
      code: 'weak_password',
    });
    expect(isCommonPassword('correct horse battery staple, pink')).toBe(false);
  });
});

describe('stored hashes', () => {
  it('a hash stored before (bcrypt of the raw password, as GoTrue stores it) still signs in, and is replaced by the new kind', async () => {
    const email = uniqueEmail('pw-legacy');
    const password = 'an old but fine passphrase';
    const target = await startTestServer({ autoconfirm: true });
    try {
      await target.client().auth.signUp({ email, password: 'placeholder passphrase' });
      await target.stopAndQuery('update auth.users set encrypted_password = $2 where email = $1', [email, await bcrypt.hash(password, 4)]);
      const again = await startTestServer({ autoconfirm: true, dataDir: target.dataDir });
      expect((await again.client().auth.signInWithPassword({ email, password })).error).toBeNull();
      // Closed, not `again.close()`, which would delete a data directory of its own.
      await again.stopAndQuery('select 1');
      const { db, close } = await openDatabase(target.dataDir);
      try {
        const { rows } = await db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where email = $1', [email]);
        expect(rows[0]!.encrypted_password.startsWith('$nfkc-sha256$$2')).toBe(true);
      } finally {
        await close();
      }
    } finally {
      await target.close();
    }
  });

  it('verifies both kinds directly', async () => {
    const modern = await hashPassword('a long enough passphrase', 4);
    expect(await verifyPassword('a long enough passphrase', modern)).toEqual({ matches: true, outdated: false });
    expect((await verifyPassword('a long enough passphrasE', modern)).matches).toBe(false);
    const legacy = await bcrypt.hash('a long enough passphrase', 4);
    expect(await verifyPassword('a long enough passphrase', legacy)).toEqual({ matches: true, outdated: true });
  });
});
