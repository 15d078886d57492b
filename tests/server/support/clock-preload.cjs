'use strict';
/**
 * Loaded into a test server (NODE_OPTIONS=--require): the process's clock runs ahead of the
 * machine's by the milliseconds written in TEST_CLOCK_FILE, read again ten times a second, so a
 * test moves the time of every server it started at once. PostgreSQL's clock is not moved.
 */
const fs = require('node:fs');

const file = process.env.TEST_CLOCK_FILE;
const RealDate = Date;
let shift = 0;

function readShift() {
  try {
    shift = Number(fs.readFileSync(file, 'utf8')) || 0;
  } catch {
    shift = 0;
  }
}
readShift();
setInterval(readShift, 100).unref();

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }

  static now() {
    return RealDate.now() + shift;
  }

  static [Symbol.hasInstance](value) {
    return value instanceof RealDate;
  }
}

globalThis.Date = ShiftedDate;
