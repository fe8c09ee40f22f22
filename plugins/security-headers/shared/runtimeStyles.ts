/**
 * Some components draw styles that exist only at run time (Mermaid writes a <style> and style attributes
 * into each diagram), which no hash can allow. They sit inside @theme/RuntimeStyles, whose marker
 * attribute the build looks for: only those pages get `style-src 'unsafe-inline'` (node/scan.ts).
 */
export const RUNTIME_STYLES_ATTRIBUTE = 'data-runtime-styles';

/** The sources of one directive of a serialized policy, or undefined when it does not have it. */
export function directiveSources(policy: string, name: string): string[] | undefined {
  for (const directive of policy.split(';')) {
    const [directiveName, ...sources] = directive.trim().split(/\s+/);
    if (directiveName?.toLowerCase() === name) return sources;
  }
  return undefined;
}

/**
 * Whether a policy lets a page add inline styles: style-src (or default-src in its absence) names
 * 'unsafe-inline' and no hash or nonce, since a hash or nonce makes browsers ignore 'unsafe-inline'.
 */
export function policyAllowsInlineStyles(policy: string | undefined): boolean {
  if (!policy) return true;
  const sources = directiveSources(policy, 'style-src') ?? directiveSources(policy, 'default-src');
  if (!sources) return true;
  return sources.includes("'unsafe-inline'") && !sources.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source));
}
