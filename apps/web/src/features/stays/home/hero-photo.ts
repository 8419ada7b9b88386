/** The stays home's hero photo: its largest paint, which the server names in the page's head (vite.config.ts). */
export const STAYS_HERO_PHOTO = '/media/exterior-mountain-1.svg';
