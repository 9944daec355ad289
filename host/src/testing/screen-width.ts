/** Makes every media query of the tests that follow match (a desktop screen) or not (a phone). */
export function screenWidth(desktop: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
