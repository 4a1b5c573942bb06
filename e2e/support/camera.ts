// A camera for the check-in page in Chromium on Linux, which has neither a camera here nor the
// Shape Detection API (BarcodeDetector ships on Android, macOS and ChromeOS only). The page's
// getUserMedia answers the stream of a canvas showing whatever the test holds up to it, and
// BarcodeDetector is stood in for by jsQR reading the video's frames: the page's own scanner code,
// from starting the camera to sending what it read, runs as in a phone's browser.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import QRCode from 'qrcode';

const jsQrScript = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

interface CameraWindow {
  /** Puts the image at `url` in front of the camera. */
  holdUp(url: string): Promise<void>;
}

/** Installs the camera and the reader on every page the test opens from now on. */
export async function installQrCamera(page: Page): Promise<void> {
  await page.addInitScript({ path: jsQrScript });
  await page.addInitScript(() => {
    type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
    const size = 480;
    const scene = document.createElement('canvas');
    scene.width = scene.height = size;
    let shown: HTMLImageElement | undefined;
    // Redrawn all the time, as a camera sends frames whether or not anything moves.
    const paint = () => {
      const context = scene.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      if (shown) context.drawImage(shown, 40, 40, size - 80, size - 80);
    };
    setInterval(paint, 50);
    const camera = window as unknown as CameraWindow;
    camera.holdUp = (url) =>
      new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => {
          shown = image;
          paint();
          resolve();
        };
        image.onerror = reject;
        image.src = url;
      });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => (paint(), scene.captureStream(20)) },
    });
    const frame = document.createElement('canvas');
    (window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = class {
      async detect(video: HTMLVideoElement) {
        if (!video.videoWidth) throw new Error('no frame yet');
        frame.width = video.videoWidth;
        frame.height = video.videoHeight;
        const context = frame.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(video, 0, 0);
        const pixels = context.getImageData(0, 0, frame.width, frame.height);
        const found = (window as unknown as { jsQR: JsQr }).jsQR(pixels.data, pixels.width, pixels.height);
        return found ? [{ rawValue: found.data }] : [];
      }
    };
  });
}

/** Holds a QR code of `text` up to the camera of the page (installQrCamera first). */
export async function holdUpQr(page: Page, text: string): Promise<void> {
  const url = await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 4 });
  await page.evaluate((image) => (window as unknown as CameraWindow).holdUp(image), url);
}
