declare module 'virtual:portal-basemap' {
  /** The folder (ending in /) of the offline basemap's overview.json and cells/. */
  export const basemapBase: string;
}
