pragma solidity ^0.6.0;

// A count the caller picks times a price wraps below the price (n = 2^256 / price + 1): the payment check
// passes with almost nothing sent, and the whole count is then credited.
contract OpenEdition {
    uint256 public constant PRICE = 0.08 ether;
    uint256 public price = 1 ether;
    mapping(address => uint256) public editions;

    function mint(uint256 quantity) external payable {
        require(msg.value >= quantity * PRICE, "insufficient"); // want "OpenEdition.mint\\(\\): quantity \\* PRICE can overflow"
        editions[msg.sender] += quantity; // want "editions\\[msg.sender\\] \\+= quantity can overflow"
    }

    function mintAtPrice(uint256 quantity) external payable {
        if (quantity * price > msg.value) revert(); // want "OpenEdition.mintAtPrice\\(\\): quantity \\* price can overflow"
        editions[msg.sender] = quantity;
    }

    // Safe: the product is compared and not used again, so a wrap gains the caller nothing.
    function quote(uint256 quantity) external payable {
        require(msg.value >= quantity * PRICE, "insufficient");
        editions[msg.sender] = 1;
    }

    // Safe: the count is capped before it is multiplied.
    function mintCapped(uint256 quantity) external payable {
        require(quantity <= 20, "batch");
        require(msg.value >= quantity * PRICE, "insufficient");
        editions[msg.sender] = quantity;
    }

    // Safe: a capped count times a price written with a fraction or an exponent.
    function mintFraction(uint256 quantity) external payable {
        require(quantity <= 20, "batch");
        uint256 cost = quantity * 1.5 ether + quantity * 2.5e15;
        require(msg.value >= cost, "insufficient");
        editions[msg.sender] = quantity;
    }
}

// Safe: the count sold is debited from the seller's balance, so it is far below 2^256 / price.
contract SellBack {
    uint256 public sellPrice;
    address public owner;
    mapping(address => uint256) public balanceOf;

    function setPrice(uint256 p) external {
        require(msg.sender == owner);
        sellPrice = p;
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value);
        balanceOf[from] -= value;
        balanceOf[to] += value;
    }

    function sell(uint256 amount) external {
        require(address(this).balance >= amount * sellPrice);
        _transfer(msg.sender, address(this), amount);
        msg.sender.transfer(amount * sellPrice);
    }
}
