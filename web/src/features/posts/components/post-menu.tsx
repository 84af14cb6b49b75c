import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VolumeOffIcon from '@mui/icons-material/VolumeOffOutlined';
import { Box, ListItemIcon, MenuItem } from '@mui/material';
import Menu from '@mui/material/Menu';
import { BLOCK_TEXTS } from '@shared/messages-controls';
import { POST_TEXTS, POST_TOASTS, REPORT_TEXTS } from '@shared/messages-social';
import type { Post } from '@shared/schemas/posts';
import { Suspense, useEffect, useState } from 'react';
import {
  BlockDialog,
  MuteDialog,
  preloadFanControls,
} from '@/components/fan-controls/fan-control-dialogs-loader';
import { toast } from '@/components/ui/toast/toast-store';
import { useDeletePost } from '@/features/posts/api/delete-post';
import { apiErrorMessage } from '@/lib/api-client';
import { EditDialog, EditItemLabel } from './post-edits-loader';
import { ReportDialog } from './report-dialog-loader';

export interface PostMenuProps {
  post: Post;
  /** The signed-in fan wrote it. */
  own: boolean;
  /** Its author may still edit it (within the window, edits left). */
  canEdit: boolean;
  /** The card's "Post options" button; null while the menu is closed. */
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Told while a delete runs (the card's button waits meanwhile). */
  onBusy: (busy: boolean) => void;
}

type Dialog = 'edit' | 'report' | 'mute' | 'block' | null;

/**
 * A post's menu and its dialogs, loaded the first time a fan points at, focuses or opens a card's
 * "Post options" (post-menu-loader.tsx): the author may edit it (within the window) or delete it (after
 * the browser's confirmation); anyone else may report it, or mute or block its author with the same
 * dialogs as the author's profile menu (components/fan-controls).
 */
export default function PostMenu({ post, own, canEdit, anchorEl, open, onClose, onBusy }: PostMenuProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeletePost();
  const busy = remove.isPending;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  // Someone else's post: the Mute and Block dialogs load with the menu, so they open at once.
  useEffect(() => {
    if (!own) preloadFanControls();
  }, [own]);
  const author = { id: post.authorId, handle: post.authorHandle };
  const openDialog = (next: Dialog) => {
    onClose();
    setDialog(next);
  };
  const onDelete = () => {
    onClose();
    if (!window.confirm(POST_TEXTS.confirmDeletePost)) return;
    // The card leaves the lists once the post is gone, so the outcome is read from the promise.
    remove.mutateAsync(post.id).then(
      () => toast({ title: POST_TOASTS.deleted, variant: 'success' }),
      (error: unknown) =>
        toast({
          title: POST_TOASTS.deleteFailed,
          description: apiErrorMessage(error) ?? undefined,
          variant: 'destructive',
        }),
    );
  };
  const closeDialog = () => setDialog(null);
  return (
    <>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {own && canEdit && (
          <MenuItem onClick={() => openDialog('edit')}>
            {/* As tall as the label it waits for (ListItemText's line and margins), so "Delete post"
                does not move under a finger when the label arrives. */}
            <Suspense fallback={<Box aria-hidden sx={{ height: 32 }} />}>
              <EditItemLabel />
            </Suspense>
          </MenuItem>
        )}
        {own && (
          <MenuItem onClick={onDelete} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            Delete post
          </MenuItem>
        )}
        {!own && (
          <MenuItem onClick={() => openDialog('report')}>
            <ListItemIcon>
              <FlagOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {REPORT_TEXTS.report}
          </MenuItem>
        )}
        {!own && (
          <MenuItem onClick={() => openDialog('mute')}>
            <ListItemIcon>
              <VolumeOffIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.muteUser(post.authorHandle)}
          </MenuItem>
        )}
        {!own && (
          <MenuItem onClick={() => openDialog('block')} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <BlockIcon fontSize="small" />
            </ListItemIcon>
            {BLOCK_TEXTS.blockUser(post.authorHandle)}
          </MenuItem>
        )}
      </Menu>
      {own ? (
        <EditDialog post={post} open={dialog === 'edit'} onClose={closeDialog} />
      ) : (
        <>
          <ReportDialog
            target={{ kind: 'post', id: post.id }}
            open={dialog === 'report'}
            onClose={closeDialog}
          />
          <MuteDialog fan={author} open={dialog === 'mute'} onClose={closeDialog} />
          <BlockDialog fan={author} open={dialog === 'block'} onClose={closeDialog} />
        </>
      )}
    </>
  );
}
