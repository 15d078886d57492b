/* global document, Image, MediaRecorder, FileReader */

/**
 * Runs inside Chromium: rasterises every layer once, then draws each frame from the layers'
 * precomputed positions while MediaRecorder captures the canvas in real time.
 * Returns the film as base64.
 */
export async function recordInBrowser({ layers, scene, film }) {
  const scale = film.width / scene.width;
  const height = Math.round(scene.height * scale);
  const margin = scene.margin * scale;

  const rasters = await Promise.all(
    layers.map(async ({ svg }) => {
      const image = new Image();
      image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      await image.decode();
      const raster = document.createElement('canvas');
      raster.width = film.width + 2 * margin;
      raster.height = height + 2 * margin;
      raster.getContext('2d').drawImage(image, 0, 0, raster.width, raster.height);
      return raster;
    }),
  );

  const canvas = document.createElement('canvas');
  canvas.width = film.width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  const frameCount = layers[0].motion.length;

  const draw = (frame) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    layers.forEach(({ motion }, i) => {
      const { dx, dy, alpha } = motion[Math.min(frame, frameCount - 1)];
      if (alpha <= 0) return;
      context.globalAlpha = alpha;
      context.drawImage(rasters[i], dx * scale - margin, dy * scale - margin);
    });
    context.globalAlpha = 1;
  };

  const mimeType = ['video/mp4;codecs=avc1', 'video/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  if (!mimeType) throw new Error('This Chromium cannot record MP4');
  draw(0);
  // Frames are pushed by hand: a headless page's animation frames are too irregular to record.
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: film.bitsPerSecond,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(1000);

  const started = performance.now();
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const seconds = (performance.now() - started) / 1000;
      draw(Math.floor(seconds * film.fps));
      track.requestFrame();
      if (seconds >= film.seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / film.fps);
  });
  recorder.stop();
  await stopped;

  const blob = new Blob(chunks, { type: mimeType });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1]);
    reader.readAsDataURL(blob);
  });
}
