import { useEffect, useRef } from 'react';

/**
 * Shows a blob in an element (an img's or iframe's src, a link's href) through an object URL made
 * while it is shown and revoked after, so the bytes on this device open with no network.
 */
export function useBlobUrl<Element extends HTMLImageElement | HTMLIFrameElement | HTMLAnchorElement>(
  blob: Blob | undefined,
  attribute: 'src' | 'href',
) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!blob || !element) return undefined;
    const url = URL.createObjectURL(blob);
    element.setAttribute(attribute, url);
    return () => {
      element.removeAttribute(attribute);
      URL.revokeObjectURL(url);
    };
  }, [blob, attribute]);
  return ref;
}
