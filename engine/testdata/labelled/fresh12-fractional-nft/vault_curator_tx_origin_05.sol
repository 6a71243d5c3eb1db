pragma solidity ^0.5.16;

interface IERC721 {
    function transferFrom(address from, address to, uint256 tokenId) external;
}

// Curated fraction vault: the curator can reset the reserve and, in an emergency before any fraction is
// sold, take the NFT back.
contract CuratorVault {
    address public curator;
    IERC721 public token;
    uint256 public id;
    uint256 public reservePrice;
    bool public fractionsSold;
    mapping(address => uint256) public balanceOf;
    uint256 public totalSupply;

    constructor(IERC721 _token, uint256 _id, uint256 supply) public {
        curator = msg.sender;
        token = _token;
        id = _id;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(balanceOf[msg.sender] >= amount, "balance");
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        if (msg.sender == curator) {
            fractionsSold = true;
        }
        return true;
    }

    function setReserve(uint256 price) external {
        require(msg.sender == curator, "curator");
        reservePrice = price;
    }

    function emergencyWithdraw(address to) external {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == curator, "curator");
        require(!fractionsSold, "sold");
        token.transferFrom(address(this), to, id);
    }
}
