import jsQR from "jsqr";

// Reads QR codes from the phone's camera: the browser's BarcodeDetector where it exists (Chrome on
// Android, Safari 17+), else jsQR on the video's frames. Resolves to a function that stops it.

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };

async function nativeDetector(): Promise<Detector | null> {
  const BD = (globalThis as unknown as { BarcodeDetector?: { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
  if (!BD) return null;
  try {
    return (await BD.getSupportedFormats()).includes("qr_code") ? new BD({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

export async function scanQr(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  video.srcObject = stream;
  await video.play();
  const detector = await nativeDetector();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tick = async () => {
    if (stopped) return;
    let found: string | null = null;
    if (video.readyState >= 2) {
      if (detector) {
        found = (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null;
      } else if (context) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        context.drawImage(video, 0, 0);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        found = jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? null;
      }
    }
    if (found && !stopped) onCode(found);
    else timer = setTimeout(tick, 150);
  };
  void tick();

  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}
