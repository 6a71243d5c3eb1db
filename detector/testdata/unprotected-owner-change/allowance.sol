pragma solidity =0.5.16;

// Safe: approve writes an entry of the caller's own account, even though transferFrom compares the caller
// with the second key (Uniswap V2's ERC-20).
contract Token {
    mapping(address => uint) public balanceOf;
    mapping(address => mapping(address => uint)) public allowance;

    function _approve(address owner, address spender, uint value) private {
        allowance[owner][spender] = value;
    }

    function approve(address spender, uint value) external returns (bool) {
        _approve(msg.sender, spender, value);
        return true;
    }

    function approveDirect(address spender, uint value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        return true;
    }

    function transferFrom(address from, address to, uint value) external returns (bool) {
        if (allowance[from][msg.sender] != uint(-1)) {
            allowance[from][msg.sender] = allowance[from][msg.sender] - value;
        }
        balanceOf[from] = balanceOf[from] - value;
        balanceOf[to] = balanceOf[to] + value;
        return true;
    }

    // Any caller grants itself an allowance on any account.
    function grabAllowance(address owner, uint value) external { // want "Token.grabAllowance\\(\\) lets any caller grant or revoke allowance for an address it chooses"
        _approve(owner, msg.sender, value);
    }
}

// Safe: an overload that calls the one writing the caller's own entry (ds-token's approve(guy)).
contract DSToken {
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public balanceOf;

    function approve(address guy) external returns (bool) {
        return approve(guy, uint(-1));
    }

    function approve(address guy, uint wad) public returns (bool) {
        allowance[msg.sender][guy] = wad;
        return true;
    }

    function transferFrom(address src, address dst, uint wad) public returns (bool) {
        if (src != msg.sender && allowance[src][msg.sender] != uint(-1)) {
            require(allowance[src][msg.sender] >= wad);
            allowance[src][msg.sender] = allowance[src][msg.sender] - wad;
        }
        balanceOf[src] = balanceOf[src] - wad;
        balanceOf[dst] = balanceOf[dst] + wad;
        return true;
    }
}
