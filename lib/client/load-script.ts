// Loads an external <script> once; a failed attempt removes its tag so a retry starts clean.
export function loadScript(src: string, id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    document.getElementById(id)?.remove();
    const script = document.createElement("script");
    script.id = id;
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${new URL(src).origin}`));
    };
    document.head.appendChild(script);
  });
}
