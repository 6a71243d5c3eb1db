pragma solidity ^0.8.19;

// A token's own ledger pays out by crediting it: the numbers and flags its transfers compute or check with are
// what the token trusts.
contract OpenTaxToken {
    address public owner;
    address public pair;
    uint256 public sellTax = 2;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public isBlocked;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => uint256) public nonces;

    constructor(address _pair, uint256 supply) {
        owner = msg.sender;
        pair = _pair;
        balanceOf[msg.sender] = supply;
    }

    function setSellTax(uint256 tax) external { // want "OpenTaxToken.setSellTax\\(\\) lets any caller set sellTax, which sets the amount OpenTaxToken._transfer\\(\\) pays out"
        require(tax <= 25, "cap");
        sellTax = tax;
    }

    function setBlocked(address account, bool blocked) external { // want "OpenTaxToken.setBlocked\\(\\) lets any caller set isBlocked\\[account\\], which a check guarding the payout of OpenTaxToken._transfer\\(\\) reads"
        isBlocked[account] = blocked;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    // The entry is keyed by the signer ecrecover returns, and the rest is in the hash it signed.
    function permit(address holder, address spender, uint256 value, uint8 v, bytes32 r, bytes32 s) external {
        address signer = ecrecover(keccak256(abi.encode(holder, spender, value, nonces[holder]++)), v, r, s);
        require(signer != address(0) && signer == holder, "signature");
        allowance[signer][spender] = value;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        require(!isBlocked[from] && !isBlocked[to], "blocked");
        uint256 tax = to == pair ? (amount * sellTax) / 100 : 0;
        balanceOf[from] -= amount;
        balanceOf[to] += amount - tax;
        balanceOf[owner] += tax;
    }
}

contract OwnedTaxToken {
    address public owner;
    address public pair;
    uint256 public sellTax = 2;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public isBlocked;

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    constructor(address _pair, uint256 supply) {
        owner = msg.sender;
        pair = _pair;
        balanceOf[msg.sender] = supply;
    }

    function setSellTax(uint256 tax) external onlyOwner {
        require(tax <= 25, "cap");
        sellTax = tax;
    }

    function setBlocked(address account, bool blocked) external onlyOwner {
        isBlocked[account] = blocked;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(!isBlocked[msg.sender] && !isBlocked[to], "blocked");
        uint256 tax = to == pair ? (amount * sellTax) / 100 : 0;
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount - tax;
        balanceOf[owner] += tax;
        return true;
    }
}
