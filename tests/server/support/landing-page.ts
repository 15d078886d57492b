/** Apollo's Sandbox page mounts an embedded Sandbox; the production landing page does not. */
export function showsApolloSandbox(html: string): boolean {
  return html.includes('id="embeddableSandbox"') || html.includes('new window.EmbeddedSandbox');
}
