-- One signature at a time per contract: a signing claims the contract before it renders and seals the PDF (seconds
-- of work), and a second signing that arrives meanwhile is refused at once instead of rendering a PDF for nothing.
-- A claim older than two minutes belongs to a signing that died with its process and no longer holds.
ALTER TABLE contracts ADD COLUMN signing_claimed_at timestamptz;
