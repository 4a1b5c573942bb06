// Whom a buyer asks: every e-mail ends with it, and its Reply-To is the same address (transport.ts).
import { link } from './html';

const ASK = 'Questions about your booking? Reply to this e-mail';

export const supportText = (supportEmail: string | undefined) => (supportEmail ? `${ASK} or write to ${supportEmail}.` : `${ASK}.`);

export const supportHtml = (supportEmail: string | undefined) =>
  supportEmail ? `${ASK} or write to ${link(`mailto:${supportEmail}`, supportEmail)}.` : `${ASK}.`;
