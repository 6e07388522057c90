import axe from 'axe-core';

/**
 * Serious and critical axe violations inside a node, as readable lines (an empty list passes).
 * Colour contrast is left to the browser journeys: jsdom has no layout or computed colours.
 */
export async function seriousViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}
