import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { useAvatarSrc } from '../../../lib/use-avatar-src';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_TYPES, avatarFileError } from '../avatar-file';
import { FilePickerButton } from '../../../components/FilePickerButton';

interface AvatarPickerProps {
  avatarUrl: string | null | undefined;
  name: string;
}

/** The profile photo with "Cambiar foto"; a file the API would refuse never leaves the browser. */
export function AvatarPicker({ avatarUrl, name }: AvatarPickerProps) {
  const src = useAvatarSrc(avatarUrl);
  const upload = useUploadAvatar();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    const error = avatarFileError(file);
    setRefusal(error);
    if (!error) upload.mutate(file);
  };

  const message = refusal ?? (upload.isError ? errorMessageOf(upload.error) : null);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={src} alt={name} sx={{ width: 96, height: 96 }} data-testid="profile-avatar">
        <PersonIcon sx={{ fontSize: 56 }} />
      </Avatar>
      <FilePickerButton
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        disabled={upload.isPending}
        accept={AVATAR_TYPES.join(',')}
        inputTestId="avatar-input"
        onFiles={([file]) => onFile(file)}
      >
        Cambiar foto
      </FilePickerButton>
      {message && (
        <Alert severity="error" data-testid="avatar-error">
          {message}
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert severity="success" data-testid="avatar-done">
          Tu foto fue actualizada.
        </Alert>
      )}
    </Stack>
  );
}
