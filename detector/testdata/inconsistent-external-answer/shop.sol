pragma solidity ^0.8.0;

interface Buyer {
    function price() external view returns (uint);
}

// Ethernaut's Shop: price() is a view function, but it reads shop.isSold(), which buy() sets in between.
contract Shop {
    uint public price = 100;
    bool public isSold;

    function buy() public {
        Buyer _buyer = Buyer(msg.sender);
        if (_buyer.price() >= price && !isSold) {
            isSold = true;
            price = _buyer.price(); // want "Shop.buy\\(\\) asks _buyer.price\\(\\) again \\(first at line 14\\), of a contract the caller controls, and relies on both answers: the first decides a condition, this one is stored; the caller's code can answer differently each time$"
        }
    }
}

// Safe: the price is asked once.
contract ShopFixed {
    uint public price = 100;
    bool public isSold;

    function buy() public {
        uint offered = Buyer(msg.sender).price();
        if (offered >= price && !isSold) {
            isSold = true;
            price = offered;
        }
    }
}

// Safe: the price comes from a trusted oracle set at deployment.
contract OracleShop {
    Buyer public immutable oracle;
    uint public price = 100;
    bool public isSold;

    constructor(Buyer o) {
        oracle = o;
    }

    function buy() public {
        if (oracle.price() >= price && !isSold) {
            isSold = true;
            price = oracle.price();
        }
    }
}
