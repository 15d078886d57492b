export interface Point {
  x: number;
  y: number;
}

/**
 * Moves markers apart until no two are closer than `gap`, so each stays a separate target
 * (Sigiriya and Pidurangala, for one, are a kilometre apart). Markers stay near their places;
 * the map draws a line from a moved marker back to its true point.
 */
export function spreadPins(points: readonly Point[], gap: number, rounds = 80): Point[] {
  const placed = points.map((p) => ({ ...p }));
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i];
        const b = placed[j];
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        if (distance < 0.01) {
          // Same place: separate along a fixed direction that depends on the pair.
          const angle = (i * 7 + j * 3) % 360;
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (gap - distance) / 2 + 0.1;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed;
}
