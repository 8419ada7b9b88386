/** The hotels home's hero photo: its largest paint, which the server names in the page's head (vite.config.ts). */
export const HOTELS_HERO_PHOTO = '/media/exterior-city-2.svg';
