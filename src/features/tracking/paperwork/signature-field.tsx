import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useId, useRef } from 'react';

/**
 * The receiver signs on the trucker's phone with a finger or a stylus (signature_pad, decision 162). The canvas is
 * sized to its box at the screen's pixel ratio, so the strokes are sharp; `onChange` gets the PNG, or null when cleared.
 */
export function SignatureField({ onChange }: { onChange: (png: Blob | null) => void }) {
  const { t } = useLingui();
  const labelId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { minWidth: 0.8, maxWidth: 2.6, penColor: '#111' });
    padRef.current = pad;
    const ended = () => canvas.toBlob((blob) => changeRef.current(blob), 'image/png');
    pad.addEventListener('endStroke', ended);
    return () => {
      pad.removeEventListener('endStroke', ended);
      pad.off();
    };
  }, []);

  function clear() {
    padRef.current?.clear();
    changeRef.current(null);
  }

  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500} id={labelId}>
          <Trans>Receiver’s signature</Trans>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={clear}>
          <Trans>Clear</Trans>
        </Button>
      </Group>
      <canvas
        ref={canvasRef}
        role="img"
        aria-labelledby={labelId}
        aria-description={t`Sign here with a finger or a stylus.`}
        style={{
          width: '100%',
          height: 180,
          touchAction: 'none',
          display: 'block',
          borderRadius: 8,
          border: '1px dashed var(--mantine-color-gray-5)',
          background: '#fff',
        }}
      />
    </Box>
  );
}
