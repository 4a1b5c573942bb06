// What every e-mail about an order is built from: who it goes to, and which booking of which event
// it is about.

export interface OrderMail {
  /** The site's name, which signs the e-mail. */
  brand: string;
  to: string;
  buyerFirstName: string;
  orderReference: string;
  eventTitle: string;
  /** Where questions go (SUPPORT_EMAIL); the footer of every e-mail names it. */
  supportEmail?: string;
}
