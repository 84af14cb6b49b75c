import { POST_TOASTS } from '@shared/messages-social';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { uploadPostImage } from '@/features/posts/api/upload-post-image';

export interface PostImage {
  /** The local preview of the chosen file (an object URL). */
  preview: string | null;
  /** The uploaded image's address, once the upload finished. */
  url: string | null;
  uploading: boolean;
  choose: (file: File) => void;
  clear: () => void;
}

/**
 * SPEC 4's image upload in the post box: a local preview at once, then the upload; on failure the
 * preview is cleared. Toasts "Image uploaded successfully!" or "Failed to upload image".
 */
export function usePostImage(): PostImage {
  const [preview, setPreview] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // Each choice or clear starts a new generation; answers of older uploads are ignored.
  const generation = useRef(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const clear = useCallback(() => {
    generation.current++;
    setPreview(null);
    setUrl(null);
    setUploading(false);
  }, []);

  const choose = useCallback((file: File) => {
    const mine = ++generation.current;
    setUrl(null);
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    uploadPostImage(file).then(
      (uploaded) => {
        if (mine !== generation.current) return;
        setUrl(uploaded);
        setUploading(false);
        toast({ title: POST_TOASTS.imageUploaded, variant: 'success' });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setPreview(null);
        setUploading(false);
        toast({
          title: POST_TOASTS.imageFailed,
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        });
      },
    );
  }, []);

  return { preview, url, uploading, choose, clear };
}
