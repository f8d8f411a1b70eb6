declare module 'geoip-country' {
  interface Lookup {
    range: [number, number];
    country: string;
    name?: string;
  }
  export function lookup(ip: string): Lookup | null;
}
