// Extracts the outline of Sri Lanka (ISO 3166 numeric 144) from Natural Earth's 1:10m
// boundaries (world-atlas, public domain) into a small GeoJSON file for the client's map.
// Run: node scripts/extract-sri-lanka.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const OUT = path.resolve(import.meta.dirname, '../client/src/components/sri-lanka.geo.json');
const SRI_LANKA = '144';

const atlas = require('world-atlas/countries-10m.json');
const country = feature(atlas, atlas.objects.countries).features.find((f) => f.id === SRI_LANKA);
if (!country) throw new Error('Sri Lanka is missing from world-atlas');

// Three decimals (about 100 m) are far finer than the map can show.
const round = (value) =>
  Array.isArray(value) ? value.map(round) : Math.round(value * 1000) / 1000;
const outline = {
  type: 'Feature',
  properties: { name: 'Sri Lanka', source: 'Natural Earth 1:10m via world-atlas' },
  geometry: { ...country.geometry, coordinates: round(country.geometry.coordinates) },
};
fs.writeFileSync(OUT, JSON.stringify(outline) + '\n');
console.log(`${path.relative(process.cwd(), OUT)}: ${fs.statSync(OUT).size} bytes`);
