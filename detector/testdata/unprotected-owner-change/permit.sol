pragma solidity =0.5.16;

// Safe: Uniswap V2's ERC-20 permit. The allowance is written on the owner's behalf once the signature is
// shown to be the owner's.
contract PermitToken {
    mapping(address => uint) public balanceOf;
    mapping(address => mapping(address => uint)) public allowance;
    mapping(address => uint) public nonces;
    bytes32 public DOMAIN_SEPARATOR;
    bytes32 public constant PERMIT_TYPEHASH = 0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9;

    function _approve(address owner, address spender, uint value) private {
        allowance[owner][spender] = value;
    }

    function transferFrom(address from, address to, uint value) external returns (bool) {
        if (allowance[from][msg.sender] != uint(-1)) {
            allowance[from][msg.sender] = allowance[from][msg.sender] - value;
        }
        balanceOf[from] = balanceOf[from] - value;
        balanceOf[to] = balanceOf[to] + value;
        return true;
    }

    function permit(address owner, address spender, uint value, uint deadline, uint8 v, bytes32 r, bytes32 s) external {
        require(deadline >= block.timestamp, 'EXPIRED');
        bytes32 digest = keccak256(abi.encodePacked('\x19\x01', DOMAIN_SEPARATOR,
            keccak256(abi.encode(PERMIT_TYPEHASH, owner, spender, value, nonces[owner]++, deadline))));
        address recoveredAddress = ecrecover(digest, v, r, s);
        require(recoveredAddress != address(0) && recoveredAddress == owner, 'INVALID_SIGNATURE');
        _approve(owner, spender, value);
    }

    // Vulnerable: a valid signature of anyone approves on any owner's account.
    function permitAny(address owner, address spender, uint value, uint8 v, bytes32 r, bytes32 s) external { // want "PermitToken.permitAny\\(\\) lets any caller grant or revoke allowance for an address it chooses"
        bytes32 digest = keccak256(abi.encodePacked(owner, spender, value, nonces[owner]++));
        address recoveredAddress = ecrecover(digest, v, r, s);
        require(recoveredAddress != address(0), 'INVALID_SIGNATURE');
        _approve(owner, spender, value);
    }
}
