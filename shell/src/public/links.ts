import { paths } from '@shared/domain';

export const navLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Experiences', to: paths.experiences },
  { label: 'Parties', to: paths.parties },
  { label: 'Gallery', to: paths.gallery },
  { label: 'Merchandise', to: paths.merchandise },
  { label: 'About Us', to: paths.aboutUs },
] as const;

export const footerLinks = [
  // Where a buyer who lost the e-mail gets the link to their booking again.
  { label: 'Find my booking', to: paths.findBooking },
  { label: 'Privacy policy', to: paths.privacyPolicy },
  { label: 'Terms and conditions', to: paths.termsAndConditions },
] as const;

export const socialLinks = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X', href: 'https://x.com/' },
] as const;

/** The company's chat line (a number reserved for fiction by Ofcom until the real one is given). */
export const whatsAppUrl = 'https://wa.me/447700900123';
