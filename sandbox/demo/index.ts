// The demo world: an invented service behind the stand-in (../standIn/), for `npm run sandbox`,
// `npm start`, the demo and the e2e and pipeline runs. Its state (state.ts) extends the stand-in's,
// its tables (behaviour/) add to the stand-in's and its PDF text reader (extraction/) replaces the
// stand-in's file-name reader. The demo imports the stand-in; the stand-in never imports it.
export { DEMO_TABLES } from './behaviour';
export { DemoState } from './state';
