import { Alert, Box, Button, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

// The Shape Detection API is not in TypeScript's DOM types yet; this is the part used here.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorConstructor | undefined {
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

/** True where the browser can read QR codes from the camera (Chromium on Android, macOS, ChromeOS). */
export function canScan(): boolean {
  return detectorClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

const SCAN_INTERVAL_MS = 250;

/** The camera's picture, read for a QR code (the ticket PDFs carry only the code) until one is found. */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const found = useRef(onCode);
  found.current = onCode;
  const [error, setError] = useState<string>();

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ['qr_code'] });
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue && !stopped) return found.current(code.rawValue);
      } catch {
        // A frame that is not ready yet; the next one is tried.
      }
      timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch((reason: unknown) => {
        console.error('Camera unavailable', reason);
        if (!stopped) setError('The camera could not be started. Type the code instead.');
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Stack spacing={1}>
      {error ? (
        <Alert severity="warning">{error}</Alert>
      ) : (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label="Camera view"
          sx={{ width: '100%', maxWidth: 420, borderRadius: 1, bgcolor: 'common.black' }}
        />
      )}
      <Button onClick={onClose} sx={{ alignSelf: 'flex-start' }}>
        Stop scanning
      </Button>
    </Stack>
  );
}
