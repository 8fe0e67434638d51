import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wh/ui';

/**
 * Around @wh/auth's forms: a link standing on its own line in a form ("Forgot your password?") is
 * a full-size target on a phone.
 */
export const authForms = style({});
globalStyle(`${authForms} form > div > a`, { display: 'inline-flex', alignItems: 'center', minHeight: vars.target });
