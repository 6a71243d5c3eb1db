pragma solidity ^0.8.19;

contract Caps {
    uint256 public constant MAX_SUPPLY = 1_000_000 ether;
    uint256 public immutable depositCap;
    uint256 public totalSupply;
    uint256 public totalDeposits;
    uint256 public minted;
    mapping(address => uint256) public balanceOf;

    constructor(uint256 cap) {
        depositCap = cap;
    }

    // The cap checked on the supply as it was.
    function buy(uint256 amount) external payable {
        require(msg.value == amount / 1000, "price");
        require(totalSupply <= MAX_SUPPLY, "sold out"); // want "Caps.buy\\(\\) checks totalSupply against its cap before adding amount to it"
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
    }

    function deposit(uint256 amount) external {
        if (totalDeposits >= depositCap) revert(); // want "Caps.deposit\\(\\) checks totalDeposits against its cap before adding amount to it"
        totalDeposits += amount;
        balanceOf[msg.sender] += amount;
    }

    // The amount included in the check.
    function buyChecked(uint256 amount) external payable {
        require(msg.value == amount / 1000, "price");
        require(totalSupply + amount <= MAX_SUPPLY, "sold out");
        totalSupply += amount;
        balanceOf[msg.sender] += amount;
    }

    // The new total checked after the addition.
    function depositChecked(uint256 amount) external {
        require(totalDeposits < depositCap, "full");
        totalDeposits += amount;
        require(totalDeposits <= depositCap, "over cap");
        balanceOf[msg.sender] += amount;
    }

    // One at a time: the strict bound holds for the new total.
    function mintOne() external {
        require(minted < 100, "minted out");
        minted += 1;
        balanceOf[msg.sender] += 1;
    }

    // An overflow check against the new total, kept in a local: no cap.
    function add(uint256 amount) external {
        uint256 next = totalDeposits + amount;
        require(next >= totalDeposits, "overflow");
        totalDeposits = next;
    }

    // A lower bound is no cap.
    function topUp(uint256 amount) external {
        require(totalDeposits > 0, "not started");
        totalDeposits += amount;
    }
}
