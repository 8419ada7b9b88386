/** The offline basemap's palette: a calm, light map on which prices and the listing's circle stand out. */
export const BASEMAP_COLORS = {
  water: '#b6d9ee',
  land: '#f4f2ec',
  stateBorder: '#a59f97',
  countryBorder: '#8c857c',
} as const;

/** Which kinds of label a zoom shows besides cities: state names only while whole states are in view. */
export function showsStateLabels(zoom: number): boolean {
  return zoom >= 4 && zoom <= 7;
}

/** State borders get bolder as the map zooms out, so they still read at country scale. */
export function stateBorderWeight(zoom: number): number {
  return zoom <= 5 ? 1 : zoom <= 9 ? 1.3 : 1.6;
}
