/**
 * Each professional's colour in a client's combined calendar (issue 25, "one schedule";
 * docs/decisions/0038-client-combined-week.md): one of PROFESSIONAL_COLOURS, the same on every
 * device and every week, and different for each of the client's professionals while there are no
 * more of them than colours. The colour is never the only cue: every item also names its professional.
 *
 * A professional's colour comes from their id (so most of them keep it for every client, and a
 * professional joining or leaving moves nobody else's), and one already taken by a professional the
 * client was connected with earlier moves on to the next free one.
 */

/** How many colours the palette has (apps/web/src/styles/professional-colours.css). */
export const PROFESSIONAL_COLOURS = 6;

export interface ColouredProfessional {
  id: string;
  /** When the client's connection was confirmed (ISO 8601), null when unknown. */
  confirmedAt: string | null;
}

/** FNV-1a of the id: cheap, well spread over short strings, the same on server and app. */
function preferredColour(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % PROFESSIONAL_COLOURS;
}

/** Earlier connections first (unknown ones last), then by id: the order never depends on the input's. */
function byConnection(a: ColouredProfessional, b: ColouredProfessional): number {
  const since = (entry: ColouredProfessional) =>
    entry.confirmedAt ? Date.parse(entry.confirmedAt) : Infinity;
  return since(a) - since(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The colour (0 to PROFESSIONAL_COLOURS - 1) of each of a client's professionals, by id. */
export function professionalColours(professionals: readonly ColouredProfessional[]): Map<string, number> {
  const colours = new Map<string, number>();
  const taken = new Set<number>();
  for (const professional of [...professionals].sort(byConnection)) {
    if (colours.has(professional.id)) continue;
    const preferred = preferredColour(professional.id);
    let colour = preferred;
    // With every colour taken, two professionals share one; their names still tell them apart.
    if (taken.size < PROFESSIONAL_COLOURS)
      while (taken.has(colour)) colour = (colour + 1) % PROFESSIONAL_COLOURS;
    colours.set(professional.id, colour);
    taken.add(colour);
  }
  return colours;
}
