import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useT } from '../lib/i18n.tsx';

/**
 * A password input with a show/hide toggle. The toggle is named 'Show' / 'Hide' (not '... password') so that
 * looking the input up by its label 'Password' finds exactly one element.
 */
export function PasswordField({ maxLength, ...props }: TextFieldProps & { maxLength?: number }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('common.hide') : t('common.show')}
                title={visible ? t('common.hide') : t('common.show')}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
