/** Directions to a court in Google Maps (opened in a new tab), with the court's postcode as the destination. */
export function directionsUrl(postcode: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(postcode)}`;
}
