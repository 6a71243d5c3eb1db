pragma solidity ^0.8.20;

abstract contract Token {
    mapping(address => uint256) internal _balances;
    uint256 internal _totalSupply;

    function _update(address from, address to, uint256 value) internal {
        if (from == address(0)) {
            _totalSupply += value;
        } else {
            _balances[from] -= value;
        }
        if (to == address(0)) {
            _totalSupply -= value;
        } else {
            _balances[to] += value;
        }
    }

    function _mint(address account, uint256 value) internal {
        require(account != address(0));
        _update(address(0), account, value);
    }

    function _burn(address account, uint256 value) internal {
        require(account != address(0));
        _update(account, address(0), value);
    }

    function _transfer(address from, address to, uint256 value) internal {
        _update(from, to, value);
    }
}

abstract contract Owned {
    address public owner = msg.sender;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }
}

// The owner is trusted with pausing, yet anyone can mint.
contract ForgottenMint is Token, Owned {
    bool public paused;

    function mint(address to, uint256 amount) external { // want "ForgottenMint.mint\\(\\) lets any caller mint amount for to in _balances out of nothing, through Token._mint\\(\\)"
        _mint(to, amount);
    }

    function pause() external onlyOwner {
        paused = true;
    }
}

// Safe: the mint is the owner's.
contract OwnedMint is Token, Owned {
    bool public paused;

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function pause() external onlyOwner {
        paused = true;
    }
}

// Safe: no function of the contract is restricted: minting for anyone is what it is for (a faucet, a test
// token).
contract Faucet is Token {
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}

interface IAuthority {
    function canCall(address caller, address target, bytes4 selector) external view returns (bool);
}

// Safe: an authority contract decides who may mint.
contract Authorized is Token, Owned {
    IAuthority public authority;

    modifier auth() {
        require(authority.canCall(msg.sender, address(this), msg.sig));
        _;
    }

    function mint(address to, uint256 amount) external auth {
        _mint(to, amount);
    }

    function setAuthority(IAuthority a) external onlyOwner {
        authority = a;
    }
}

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

// Safe: the minted amount is paid for with another token first.
contract Wrapper is Token, Owned {
    IERC20 public underlying;

    function depositFor(address to, uint256 amount) external {
        require(underlying.transferFrom(msg.sender, address(this), amount));
        _mint(to, amount);
    }

    function setUnderlying(IERC20 u) external onlyOwner {
        underlying = u;
    }
}

// Anyone burns anyone's tokens.
contract ForgottenBurn is Token, Owned {
    bool public paused;

    function burn(address from, uint256 amount) external { // want "ForgottenBurn.burn\\(\\) lets any caller burn amount of from's _balances, through Token._burn\\(\\)"
        _burn(from, amount);
    }

    function pause() external onlyOwner {
        paused = true;
    }
}

// Safe: a move out of the caller's own balance mints nothing.
contract Payer is Token, Owned {
    bool public paused;

    function pay(address to, uint256 amount) external {
        _transfer(msg.sender, to, amount);
    }

    function pause() external onlyOwner {
        paused = true;
    }
}

// Safe: the helper spends the caller's allowance.
contract AllowedBurn is Token, Owned {
    mapping(address => mapping(address => uint256)) internal _allowed;
    bool public paused;

    function _burnFrom(address account, uint256 value) internal {
        _burn(account, value);
        _allowed[account][msg.sender] -= value;
    }

    function burnFrom(address from, uint256 value) external {
        _burnFrom(from, value);
    }

    function pause() external onlyOwner {
        paused = true;
    }
}
