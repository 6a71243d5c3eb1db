package vigil_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/vigilsec/vigil"
)

func TestErrorHelpers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name                string
		err                 error
		code, message, para string
	}{
		{"nil", nil, "", "", ""},
		{"plain", errors.New("disk on fire"), vigil.CodeInternal, "Internal error.", ""},
		{"direct", vigil.Errorf(vigil.CodeNotFound, "Contract %s not found.", "ctr_1"), vigil.CodeNotFound, "Contract ctr_1 not found.", ""},
		{"wrapped", fmt.Errorf("get contract: %w", vigil.ParamErrorf(vigil.CodeValidation, "limit", "limit must be 1 to 100")), vigil.CodeValidation, "limit must be 1 to 100", "limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := vigil.ErrorCode(tt.err); got != tt.code {
				t.Errorf("ErrorCode = %q, want %q", got, tt.code)
			}
			if got := vigil.ErrorMessage(tt.err); got != tt.message {
				t.Errorf("ErrorMessage = %q, want %q", got, tt.message)
			}
			if got := vigil.ErrorParam(tt.err); got != tt.para {
				t.Errorf("ErrorParam = %q, want %q", got, tt.para)
			}
		})
	}
}

func TestErrorString(t *testing.T) {
	t.Parallel()
	e := vigil.ParamErrorf(vigil.CodeValidation, "sort", "unknown sort field %q", "x")
	if got, want := e.Error(), `vigil error: code=VALIDATION_ERROR param=sort message=unknown sort field "x"`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}
