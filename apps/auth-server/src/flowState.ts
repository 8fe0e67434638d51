import { randomUUID } from 'node:crypto';
import { validationFailed } from './http/errors';
import { stringField } from './http/fields';
import { sha256Hex } from './tokens';
import type { Queryable } from './users';

/** What a PKCE client sends with a request for an emailed link: its verifier's challenge. */
export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/**
 * Reads and checks the optional PKCE pair as GoTrue does (its order and words); both or
 * neither must be given. `s256` and `plain`, in any case, as GoTrue accepts them.
 *
 * @example
 * readPkce({ code_challenge: challenge, code_challenge_method: 's256' }); // { challenge, method: 's256' }
 * readPkce({});                                                           // null: the implicit flow
 */
export function readPkce(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = stringField(body, 'code_challenge');
  const method = stringField(body, 'code_challenge_method');
  if (challenge === '' && method === '') return null;
  if (challenge === '' || method === '') {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalised = method.toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain') {
    throw validationFailed('Code challenge method must be one of s256 or plain');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('Code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalised };
}

/**
 * Sets the flow of the email being sent now: the earlier flow of the same kind goes (its link
 * has just been replaced), and a PKCE request starts a new one that waits for the link to be
 * followed. An implicit-flow request leaves none, so its link signs in through the hash rather
 * than handing out a code that no browser holds the verifier for.
 *
 * @example
 * await replaceFlow(tx, user.id, 'recovery', pkce, now);
 */
export async function replaceFlow(db: Queryable, userId: string, authenticationMethod: string, pkce: PkceChallenge | null, now: Date): Promise<void> {
  await db.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [userId, authenticationMethod]);
  if (!pkce) return;
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, $7, $7)`,
    // The real auth code is made when the link is followed; until then an unguessable placeholder.
    [randomUUID(), userId, sha256Hex(randomUUID()), pkce.method, pkce.challenge, authenticationMethod, now],
  );
}
