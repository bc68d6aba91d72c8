// PUT a file to a signed URL with upload progress (fetch cannot report upload progress; XMLHttpRequest can).
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function serverMessage(xhr: XMLHttpRequest): string | null {
  try {
    const data = JSON.parse(xhr.responseText);
    return typeof data?.message === "string" ? data.message : null;
  } catch {
    return null;
  }
}

/**
 * The file with its content type and no credentials (the signed URL is the permission); `onProgress` gets
 * 0–100.
 */
export function putFile(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.withCredentials = false;
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(serverMessage(xhr) ?? `Upload failed (${xhr.status})`, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError("The upload could not reach the server", 0));
    xhr.onabort = () => reject(new UploadError("The upload was cancelled", 0));
    xhr.send(body);
  });
}
